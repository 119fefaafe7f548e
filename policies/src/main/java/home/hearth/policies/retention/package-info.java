/** Retention (expiry per kind, overridden per scope) and decay of memory strength. */
package home.hearth.policies.retention;
