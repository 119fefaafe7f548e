package home.hearth.hub.memory.internal;

import home.hearth.hub.memory.values.MemoryFilter;
import home.hearth.policies.ScopeType;
import home.hearth.policies.memory.ReadAccess;
import java.util.ArrayList;
import java.util.List;

/**
 * The SQL {@code WHERE} that keeps a listing to what a reader may see: the SQL form of the
 * policies module's {@code MemoryVisibility.canRead} (everything the reader owns, plus others'
 * shared memories in the allowed scope types, not sensitive, with the consents the policy asks
 * for), then the caller's filter. {@code AccessRuleTableTest} checks it against the rule.
 */
public record VisibleWhere(String sql, List<String> params) {
    public static VisibleWhere of(ReadAccess access, MemoryFilter filter) {
        List<String> params = new ArrayList<>();
        List<String> either = new ArrayList<>();
        access.ownMemoriesOf().ifPresent(me -> {
            either.add("owner = ?");
            params.add(me.value());
        });
        if (!access.sharedScopes().isEmpty()) {
            StringBuilder in = new StringBuilder();
            for (ScopeType t : access.sharedScopes()) {
                in.append(in.isEmpty() ? "?" : ",?");
                params.add(t.wireName());
            }
            StringBuilder shared = new StringBuilder("(scope_type IN (" + in + ") AND sensitive = 0");
            if (access.ownerConsentRequired()) {
                shared.append(" AND consent IN ('not_needed','granted')");
            }
            if (access.aboutConsentRequired()) {
                shared.append(" AND (about_member IS NULL OR about_consent IN ('not_needed','granted') OR about_member = ?)");
                params.add(access.ownMemoriesOf().map(m -> m.value()).orElse(""));
            }
            either.add(shared.append(')').toString());
        }
        String where = either.isEmpty() ? "0" : "(" + String.join(" OR ", either) + ")";
        return new VisibleWhere(where + narrow(filter, params), List.copyOf(params));
    }

    private static String narrow(MemoryFilter f, List<String> params) {
        StringBuilder sql = new StringBuilder();
        f.scope().ifPresent(s -> {
            sql.append(" AND scope_type = ? AND scope_id = ?");
            params.add(s.type().wireName());
            params.add(s.id());
        });
        f.kind().ifPresent(k -> {
            sql.append(" AND kind = ?");
            params.add(k.wireName());
        });
        f.source().ifPresent(s -> {
            sql.append(" AND source = ?");
            params.add(s.wireName());
        });
        f.status().ifPresent(s -> {
            sql.append(" AND status = ?");
            params.add(s.wireName());
        });
        return sql.toString();
    }
}
