package home.hearth.hub.memory.reading;

import java.time.DayOfWeek;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.HashSet;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The contexts that hold at a moment ({@code weekend}, {@code summer}, {@code vacation}, …). A
 * memory that names contexts is used for answers only while one of them holds.
 */
@FunctionalInterface
public interface ActiveContexts {
    Set<String> at(Instant now);

    /**
     * The calendar in {@code zone} ({@code weekend} or {@code weekday}; {@code winter},
     * {@code spring}, {@code summer} or {@code autumn}, northern or southern hemisphere), plus what
     * the household set by hand ({@code vacation}).
     */
    static ActiveContexts calendar(ZoneId zone, boolean southern, Supplier<Set<String>> manual) {
        return now -> {
            ZonedDateTime t = now.atZone(zone);
            Set<String> out = new HashSet<>(manual.get());
            DayOfWeek d = t.getDayOfWeek();
            out.add(d == DayOfWeek.SATURDAY || d == DayOfWeek.SUNDAY ? "weekend" : "weekday");
            String[] north = {"winter", "spring", "summer", "autumn"};
            int season = (t.getMonthValue() % 12) / 3;
            out.add(north[southern ? (season + 2) % 4 : season]);
            return Set.copyOf(out);
        };
    }
}
