/** Who wins when wishes about the same key disagree: guardian and household rules, stored preferences, current requests. */
package home.hearth.policies.precedence;
