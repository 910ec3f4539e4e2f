// Package constitution decides which rules make up the constitution, the
// rules an agent always loads, and where its line cap cuts it. The context
// pack (retrieve), the contract capsule (capsule) and the CONST-001
// validation rule (validate) all call Select, so the three agree on what
// is in and what the cap cuts.
//
// A rule is a member when it sits under a constitution heading or in an
// alwaysApply file. Members are ordered root files first, then by path,
// line and key; the line cap keeps the longest prefix of them that fits, and
// cuts the member that crosses it and every member after it. A token cap
// (DefaultTokens) then keeps, among those, the rules of highest priority
// and relevance to the task that fit, and names the ones it dropped.
package constitution
