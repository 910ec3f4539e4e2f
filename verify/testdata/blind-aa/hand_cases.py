"""Hand-written cases. Each call: H(category, record, field, verdict, fact, subject, text, note).

record: KEP number (kep), page path relative to sop/ with the short prefixes G/, C/, T/ (sop),
BR-xx (own-csv), MLV-xxx (own-yaml); None for an unknown whose subject exists nowhere.
For mismatches `note` names the alteration; build.py prefixes source value and stated value.
sot_path and sot_value are filled in by build.py from a fresh read of the sources.
"""
CASES = []


def H(cat, rec, field, verdict, fact, subject, text, note=""):
    CASES.append(dict(category=cat, record=rec, field=field, verdict=verdict, fact=fact,
                      subject=subject, text=text, note=note))


def K(*a):
    H("kep", *a)


def S(*a):
    H("sop", *a)


def C(*a):
    H("own-csv", *a)


def Y(*a):
    H("own-yaml", *a)


# ---------------------------------------------------------------- KEP: verified
K("1693", "milestone.beta", "verified", "v1.19", "KEP-1693",
  "Release notes, 1.19: KEP-1693 went beta in v1.19, so kubectl now prints the server's deprecation warnings by default.")
K("1693", "owning-sig", "verified", "SIG API Machinery", "Warning mechanism for use of deprecated APIs",
  "Wiki > Enhancements: the Warning mechanism for use of deprecated APIs is owned by SIG API Machinery; ping them before changing the header format.")
K("1693", "authors", "verified", "@liggitt", "#1693",
  "Slack #sig-arch: fwiw #1693 was written by @liggitt, he's the one to ask about the 299 warning code.")
K("1693", "participating-sigs", "verified", "sig-cli", "KEP 1693",
  "Ticket ENG-4411: KEP 1693 lists sig-cli among its participating SIGs, so the kubectl side needs their sign-off too.")
K("1693", "creation-date", "verified", "April 16, 2020", "enhancement 1693",
  "Newsletter: enhancement 1693 was opened on April 16, 2020 and reached stable two years later.")
K("1623", "status", "verified", "implemented", "Standardize Conditions",
  "Audit note: Standardize Conditions is marked implemented in the enhancements repo; no open follow-ups.")
K("1623", "participating-sigs", "verified", "sig-apps", "KEP-1623",
  "Stand-up (Tue): KEP-1623 also pulls in sig-apps as a participating SIG, because workload controllers adopt the new conditions.")
K("2333", "approvers", "verified", "@sttts", "legacyflags",
  "Email: the legacyflags KEP names @sttts as one of the approvers, together with @luxas.")
K("2333", "last-updated", "verified", "2 April 2019", "KEP 2333",
  "Archive sweep: KEP 2333 was last updated on 2 April 2019 and is still provisional.")
K("2523", "latest-milestone", "verified", "v1.19", "KEP-2523",
  "Release notes: consistent resource version semantics (KEP-2523) targeted v1.19 as its latest milestone.")
K("2523", "reviewers", "verified", "@wojtek-t", "consistent-resource-version-semantics",
  "Wiki: consistent-resource-version-semantics was reviewed by @wojtek-t, who also owns the scalability tests for watch.")
K("3488", "milestone.alpha", "verified", "1.26", "CEL for Admission Control",
  "Release blog: CEL for Admission Control landed as alpha in 1.26 under the ValidatingAdmissionPolicy gate.")
K("3488", "milestone.stable", "verified", "Kubernetes 1.30", "KEP-3488",
  "Council of SIG leads, minutes: KEP-3488 graduated to stable in Kubernetes 1.30; beta had been 1.28.")
K("3488", "authors", "verified", "@cici37", "enhancement 3488",
  "Slack: enhancement 3488 has five authors, @cici37 among them.")
K("3488", "participating-sigs", "verified", "SIG Auth", "#3488",
  "Ticket: #3488 lists SIG Auth as participating, so the policy bindings need an auth reviewer.")
K("4008", "milestone.beta", "verified", "v1.30", "CRD Validation Ratcheting",
  "Release notes 1.30: CRD Validation Ratcheting is now beta (v1.30) and on by default.")
K("4008", "authors", "verified", "@alexzielenski", "KEP-4008",
  "Stand-up: KEP-4008 author is @alexzielenski; @jpbetz approves.")
K("4008", "creation-date", "verified", "2023-05-15", "kep 4008",
  "Audit: kep 4008 created 2023-05-15, implementable, stable target reached.")
K("4568", "milestone.stable", "verified", "v1.34", "Resilient watchcache initialization",
  "Newsletter: Resilient watchcache initialization went GA in v1.34 after a single beta cycle.")
K("4568", "participating-sigs", "verified", "sig-scalability", "KEP-4568",
  "Wiki: KEP-4568 counts sig-scalability as a participating SIG, which is why the 5k-node jobs gate it.")
K("5793", "stage", "verified", "beta", "Manifest Based Admission Control Config",
  "Slack #release: Manifest Based Admission Control Config is at stage beta for this cycle.")
K("5793", "authors", "verified", "@BenTheElder", "KEP 5793",
  "Email: KEP 5793 is co-authored by @aramase and @BenTheElder.")
K("598", "authors", "verified", "@mbohlool", "CustomResourceDefinition Conversion Webhook",
  "Wiki history: the CustomResourceDefinition Conversion Webhook proposal was authored by @mbohlool.")
K("598", "stage", "verified", "stable", "KEP-598",
  "Audit report: KEP-598 stage is stable; status implemented.")
K("4193", "milestone.alpha", "verified", "v1.29", "bound service account token improvements",
  "Release notes: bound service account token improvements first shipped alpha in v1.29.")
K("4193", "approvers", "verified", "@mikedanese", "KEP-4193",
  "Ticket SEC-102: KEP-4193 approvers are @liggitt and @mikedanese.")
K("4193", "latest-milestone", "verified", "1.33", "#4193",
  "Stand-up: #4193 latest milestone is 1.33, even though it went GA in v1.32.")
K("4633", "milestone.beta", "verified", "v1.32", "Only allow anonymous auth for configured endpoints",
  "Release notes: Only allow anonymous auth for configured endpoints is beta as of v1.32.")
K("4633", "creation-date", "verified", "13 May 2024", "KEP-4633",
  "Newsletter: KEP-4633 was filed on 13 May 2024 by @vinayakankugoyal.")
K("5018", "owning-sig", "verified", "sig-auth", "DRA Admin Access",
  "Wiki: DRA Admin Access is owned by sig-auth, not by the DRA working group.")
K("5018", "milestone.stable", "verified", "v1.36", "KEP-5018",
  "Release blog: KEP-5018 graduated to GA in v1.36; KEP-4193 had already gone stable in v1.32.")
K("5018", "approvers", "verified", "@mrunalp", "enhancement 5018",
  "Email: enhancement 5018 needs node approval from @mrunalp, who is listed as an approver.")
K("2383", "stage", "verified", "beta", "Extend Kustomize Patches to Multiple Targets",
  "Audit: Extend Kustomize Patches to Multiple Targets is recorded at stage beta.")
K("2383", "last-updated", "verified", "2019/03/18", "KEP-2383",
  "Archive: KEP-2383 last updated 2019/03/18, created four days earlier.")
K("2953", "status", "verified", "provisional", "Kustomize Plugin Graduation",
  "Slack: Kustomize Plugin Graduation is still provisional, don't build on it.")
K("3638", "milestone.stable", "verified", "v1.30", "KEP-3638",
  "Release planning: KEP-3638 has stable planned for v1.30.")
K("3638", "authors", "verified", "@ardaguclu", "Improve kubectl plugin resolution for non-shadowing subcommands",
  "Wiki: Improve kubectl plugin resolution for non-shadowing subcommands was written by @ardaguclu.")
K("668", "owning-sig", "verified", "SIG Cloud Provider", "KEP-668",
  "Audit: KEP-668 (out-of-tree GCE) is owned by SIG Cloud Provider.")
K("4578", "approvers", "verified", "@serathius", "Feature Gate in etcd",
  "Ticket ETCD-88: Feature Gate in etcd lists @serathius as an approver next to @ahrtr.")
K("4743", "reviewers", "verified", "@dims", "KEP 4743",
  "Stand-up: KEP 4743 is reviewed by @dims.")
K("1013", "participating-sigs", "verified", "sig-autoscaling", "Watch support for metrics APIs",
  "Wiki: Watch support for metrics APIs has sig-autoscaling participating, since the HPA is the main consumer.")
K("1748", "milestone.alpha", "verified", "v1.20", "KEP-1748",
  "Release notes: KEP-1748 went alpha in v1.20, beta one release later in v1.21.")
K("1748", "approvers", "verified", "@ahg-g", "Expose Pod Resource Request Metrics",
  "Email: Expose Pod Resource Request Metrics was approved by @ahg-g for the scheduling side.")
K("3498", "milestone.beta", "verified", "1.27", "Extending Metrics Stability",
  "Newsletter: Extending Metrics Stability reached beta in 1.27.")
K("3498", "authors", "verified", "@dgrisonnet", "#3498",
  "Slack: #3498 authors include @dgrisonnet and @logicalhan.")
K("4828", "milestone.alpha", "verified", "v1.32", "Component Flagz",
  "Release notes: Component Flagz arrived as alpha in v1.32.")
K("4828", "approvers", "verified", "@dgrisonnet", "KEP-4828",
  "Ticket: KEP-4828 approver is @dgrisonnet (Component Flagz, sig-instrumentation).")
K("1138", "milestone.alpha", "verified", "v1.9", "Graduate IPv6 to beta",
  "Wiki history: Graduate IPv6 to beta tracks IPv6 back to its alpha in v1.9.")
K("1138", "milestone.stable", "verified", "v1.23", "KEP-1138",
  "Release notes: KEP-1138 reached stable in v1.23. It was authored by @aojea.")
K("1138", "approvers", "verified", "@lachie83", "enhancement 1138",
  "Email: enhancement 1138 was approved by @lachie83 and @thockin.")
K("2943", "status", "verified", "withdrawn", "Network Policy status subresource",
  "Audit: Network Policy status subresource is withdrawn; alpha had shipped in v1.24.")
K("3178", "milestone.beta", "verified", "1.27", "Cleaning up IPTables Chain Ownership",
  "Release notes: Cleaning up IPTables Chain Ownership moved to beta in 1.27.")
K("3178", "participating-sigs", "verified", "SIG Node", "KEP-3178",
  "Stand-up: KEP-3178 has SIG Node participating because kubelet stops creating the chains.")
K("3458", "milestone.stable", "verified", "v1.30", "KEP-3458",
  "Release notes: KEP-3458 graduated to stable in v1.30 after beta in v1.27.")
K("3668", "milestone.beta", "verified", "v1.28", "Reserve Nodeport Ranges For Dynamic And Static Port Allocation",
  "Newsletter: Reserve Nodeport Ranges For Dynamic And Static Port Allocation became beta in v1.28.")
K("3668", "last-updated", "verified", "August 22, 2023", "KEP 3668",
  "Archive: KEP 3668 was last updated on August 22, 2023.")
K("4858", "milestone.stable", "verified", "v1.38", "IP/CIDR Validation Improvements",
  "Roadmap: IP/CIDR Validation Improvements plans stable for v1.38.")
K("5343", "milestone.alpha", "verified", "v1.37", "Make nftables the default kube-proxy backend",
  "Slack #sig-network: Make nftables the default kube-proxy backend targets alpha in v1.37.")
K("1558", "latest-milestone", "verified", "v1.24", "KEP-1558",
  "Audit: KEP-1558 latest milestone v1.24, status implemented.")
K("2008", "milestone.beta", "verified", "v1.30", "Forensic Container Checkpointing",
  "Release notes 1.30: Forensic Container Checkpointing is now beta (v1.30).")
K("2008", "last-updated", "verified", "2024-02-08", "KEP-2008",
  "Audit: KEP-2008 last-updated 2024-02-08, created 2020-09-16.")
K("2033", "milestone.alpha", "verified", "v1.22", "Rootless mode",
  "Wiki: Rootless mode (kubelet in user namespaces) went alpha in v1.22.")
K("2053", "authors", "verified", "@saschagrunert", "Downward API HugePages",
  "Slack: Downward API HugePages was co-authored by @saschagrunert and @derekwaynecarr.")
K("2133", "milestone.beta", "verified", "v1.24", "Kubelet Credential Providers",
  "Release notes: Kubelet Credential Providers went beta in v1.24 and GA in v1.26.")
K("2133", "participating-sigs", "verified", "sig-cloud-provider", "KEP-2133",
  "Ticket: KEP-2133 counts sig-cloud-provider as participating, alongside sig-auth.")
K("2403", "milestone.stable", "verified", "1.28", "KEP 2403",
  "Stand-up: KEP 2403 went GA in 1.28.")
K("2413", "milestone.beta", "verified", "v1.25", "Seccomp by default",
  "Release notes: Seccomp by default reached beta in v1.25. GA followed in v1.27.")
K("2413", "reviewers", "verified", "@tallclair", "KEP-2413",
  "Email: KEP-2413 was reviewed by @tallclair.")
K("3573", "milestone.alpha", "verified", "v1.8", "Device Plugins",
  "Newsletter: Device Plugins have existed since alpha in v1.8, and went GA in v1.26.")
K("4563", "owning-sig", "verified", "sig-node", "EvictionRequest API",
  "Wiki: EvictionRequest API is owned by sig-node.")
K("4563", "authors", "verified", "@atiratree", "KEP-4563",
  "Slack: KEP-4563 is authored by @atiratree and approved by @dchen1107.")
K("5328", "milestone.beta", "verified", "v1.36", "Node Declared Features",
  "Release notes: Node Declared Features is beta in v1.36.")
K("5573", "milestone.beta", "verified", "v1.35", "Remove cgroup v1 support",
  "Release notes: Remove cgroup v1 support went beta in v1.35 (KEP-5573, authored by @kannon92).")
K("5758", "creation-date", "verified", "December 28, 2025", "Per-container ulimits configuration",
  "Newsletter: Per-container ulimits configuration was proposed on December 28, 2025.")
K("6063", "milestone.stable", "verified", "v1.40", "Per-Pod PID Limit",
  "Roadmap: Per-Pod PID Limit aims at stable in v1.40, after alpha in v1.37.")
K("793", "authors", "verified", "@yujuhong", "KEP-793",
  "Audit: KEP-793 author @yujuhong.")
K("2818", "milestone.stable", "verified", "v1.22", "Reducing Build Maintenance in CIP",
  "Release notes: Reducing Build Maintenance in CIP went stable in v1.22. It was authored by @tylerferrara.")
K("2853", "participating-sigs", "verified", "sig-testing", "KEP-2853",
  "Ticket: KEP-2853 (branch rename to main) lists sig-testing as participating.")
K("1258", "milestone.stable", "verified", "v1.24", "Default Pod Topology Spread",
  "Release notes: Default Pod Topology Spread GA'd in v1.24. Author: @alculquicondor.")
K("5278", "authors", "verified", "@sanposhiho", "KEP-5278",
  "Slack: KEP-5278 has @sanposhiho as first author.")
K("548", "owning-sig", "verified", "sig-scheduling", "Graduate ScheduleDaemonSetPods to GA",
  "Wiki: Graduate ScheduleDaemonSetPods to GA is owned by sig-scheduling, with sig-apps participating.")
K("5963", "milestone.beta", "verified", "v1.38", "DRA Device Compatibility Groups",
  "Roadmap: DRA Device Compatibility Groups plans beta for v1.38.")
K("1933", "owning-sig", "verified", "SIG Security", "KEP-1933",
  "Audit: KEP-1933 is owned by SIG Security; sig-testing participates.")
K("2268", "milestone.beta", "verified", "v1.26", "non graceful shutdown",
  "Release notes: non graceful shutdown went beta in v1.26.")
K("4958", "milestone.alpha", "verified", "v1.34", "CSI Sidecars All in one",
  "Release notes: CSI Sidecars All in one is alpha in v1.34. Non graceful shutdown (KEP-2268) is long since GA.")
K("5943", "participating-sigs", "verified", "sig-scheduling", "Topology For Volume Snapshots",
  "Wiki: Topology For Volume Snapshots lists sig-scheduling as participating.")
K("603", "last-updated", "verified", "9 March 2020", "CSI Pod Info on Mount",
  "Archive: CSI Pod Info on Mount was last updated on 9 March 2020.")
K("2258", "owning-sig", "verified", "sig-windows", "Node log query",
  "Wiki: Node log query is owned by sig-windows.")
K("3503", "approvers", "verified", "@jsturtevant", "Host Network Support for Windows Pods",
  "Email: Host Network Support for Windows Pods was approved by @jsturtevant.")
K("2313", "authors", "verified", "@gyuho", "aws-k8s-tester",
  "Slack: aws-k8s-tester was authored by @gyuho.")
K("1933", "milestone.stable", "verified", "v1.23", "Defend against accidental credential logging via static analysis interation into Prow.",
  "Audit: Defend against accidental credential logging via static analysis interation into Prow. went stable in v1.23.")

# ---------------------------------------------------------------- KEP: mismatch
K("1693", "milestone.stable", "mismatch", "1.21", "KEP 1693",
  "Stand-up: confirmed KEP 1693 GA'd in 1.21, so warnings are locked on.", "off-by-one minor version (earlier)")
K("1693", "reviewers", "mismatch", "@smarterclayton", "enhancement 1693",
  "Ticket: reviewers on enhancement 1693 included @smarterclayton per the tracking sheet.", "approver of the same KEP given as reviewer")
K("2523", "status", "mismatch", "implementable", "KEP-2523",
  "Audit: KEP-2523 is still implementable.", "neighbouring status (implemented -> implementable)")
K("3488", "milestone.beta", "mismatch", "1.27", "CEL for Admission Control",
  "Release notes: CEL for Admission Control went beta in 1.27.", "off-by-one minor version (earlier)")
K("3488", "owning-sig", "mismatch", "sig-auth", "KEP-3488",
  "Wiki: KEP-3488 is owned by sig-auth.", "participating SIG given as owner")
K("4008", "milestone.stable", "mismatch", "v1.32", "CRD Validation Ratcheting",
  "Release notes: CRD Validation Ratcheting reached GA in v1.32.", "off-by-one minor version (earlier)")
K("4008", "creation-date", "mismatch", "2023-05-16", "KEP-4008",
  "Audit: KEP-4008 created 2023-05-16.", "neighbouring date (+1 day)")
K("4568", "milestone.beta", "mismatch", "v1.30", "Resilient watchcache initialization",
  "Release notes: Resilient watchcache initialization went beta in v1.30.", "off-by-one minor version (earlier)")
K("4568", "authors", "mismatch", "@logicalhan", "KEP 4568",
  "Email: KEP 4568 was written by @logicalhan.", "reviewer of the same KEP given as author")
K("5793", "milestone.alpha", "mismatch", "v1.35", "Manifest Based Admission Control Config",
  "Slack: Manifest Based Admission Control Config was alpha in v1.35.", "off-by-one minor version (earlier)")
K("598", "status", "mismatch", "implementable", "CustomResourceDefinition Conversion Webhook",
  "Audit: CustomResourceDefinition Conversion Webhook is still implementable.", "neighbouring status")
K("4193", "milestone.stable", "mismatch", "v1.33", "KEP-4193",
  "Release notes: KEP-4193 went stable in v1.33.", "latest-milestone value given as the stable milestone")
K("4193", "creation-date", "mismatch", "2023-02-08", "bound service account token improvements",
  "Newsletter: bound service account token improvements was created on 2023-02-08.", "month and day swapped")
K("4633", "milestone.alpha", "mismatch", "v1.30", "KEP-4633",
  "Release notes: KEP-4633 was alpha in v1.30 and GA in v1.34.", "off-by-one minor version (earlier)")
K("5018", "owning-sig", "mismatch", "sig-node", "DRA Admin Access",
  "Wiki: DRA Admin Access is owned by sig-node.", "neighbouring SIG (approver @mrunalp is from node)")
K("5018", "milestone.beta", "mismatch", "v1.35", "KEP-5018",
  "Release notes: KEP-5018 went beta in v1.35.", "off-by-one minor version (later)")
K("2383", "status", "mismatch", "implementable", "Extend Kustomize Patches to Multiple Targets",
  "Audit: Extend Kustomize Patches to Multiple Targets is implementable.", "neighbouring status")
K("2383", "creation-date", "mismatch", "March 13, 2019", "KEP-2383",
  "Archive: KEP-2383 was created on March 13, 2019.", "neighbouring date (-1 day)")
K("3638", "milestone.alpha", "mismatch", "v1.28", "KEP-3638",
  "Release notes: KEP-3638 went alpha in v1.28.", "off-by-one minor version (later)")
K("3638", "stage", "mismatch", "stable", "Improve kubectl plugin resolution for non-shadowing subcommands",
  "Audit: Improve kubectl plugin resolution for non-shadowing subcommands is at stage stable.", "neighbouring stage (beta -> stable)")
K("4578", "owning-sig", "mismatch", "sig-api-machinery", "Feature Gate in etcd",
  "Wiki: Feature Gate in etcd is owned by sig-api-machinery.", "sibling SIG (etcd work) given as owner")
K("4743", "approvers", "mismatch", "@dims", "KEP-4743",
  "Email: KEP-4743 was approved by @dims; @serathius wrote it.", "reviewer of the same KEP given as approver")
K("1748", "milestone.stable", "mismatch", "v1.26", "Expose Pod Resource Request Metrics",
  "Release notes: Expose Pod Resource Request Metrics went GA in v1.26.", "off-by-one minor version (earlier)")
K("3498", "stage", "mismatch", "stable", "KEP-3498",
  "Audit: KEP-3498 stage stable.", "neighbouring stage (beta -> stable)")
K("4828", "milestone.beta", "mismatch", "v1.33", "Component Flagz",
  "Release notes: Component Flagz went beta in v1.33.", "alpha+1 version given as beta")
K("1138", "milestone.beta", "mismatch", "v1.15", "Graduate IPv6 to beta",
  "Wiki: Graduate IPv6 to beta shipped beta in v1.15.", "off-by-one minor version (earlier)")
K("2943", "milestone.alpha", "mismatch", "v1.25", "KEP-2943",
  "Release notes: KEP-2943 went alpha in v1.25 before being withdrawn.", "off-by-one minor version (later)")
K("3178", "milestone.stable", "mismatch", "v1.29", "Cleaning up IPTables Chain Ownership",
  "Release notes: Cleaning up IPTables Chain Ownership (by @danwinship) went GA in v1.29.", "off-by-one minor version (later)")
K("3668", "approvers", "mismatch", "@danwinship", "KEP-3668",
  "Email: KEP-3668 was approved by @danwinship.", "not a member of the approvers list (sibling network KEP author)")
K("4858", "milestone.alpha", "mismatch", "v1.32", "IP/CIDR Validation Improvements",
  "Release notes: IP/CIDR Validation Improvements went alpha in v1.32.", "off-by-one minor version (earlier)")
K("1558", "owning-sig", "mismatch", "sig-api-machinery", "KEP-1558",
  "Wiki: KEP-1558 is owned by sig-api-machinery.", "participating SIG given as owner")
K("2008", "milestone.alpha", "mismatch", "v1.24", "Forensic Container Checkpointing",
  "Release notes: Forensic Container Checkpointing went alpha in v1.24.", "off-by-one minor version (earlier)")
K("2033", "milestone.beta", "mismatch", "v1.36", "Rootless mode",
  "Release notes: Rootless mode went beta in v1.36.", "off-by-one minor version (earlier)")
K("2133", "milestone.stable", "mismatch", "v1.27", "Kubelet Credential Providers",
  "Release notes: Kubelet Credential Providers (beta since v1.24) went GA in v1.27.", "off-by-one minor version (later)")
K("2413", "milestone.stable", "mismatch", "v1.28", "KEP-2413",
  "Release notes: KEP-2413 graduated to stable in v1.28.", "off-by-one minor version (later)")
K("3573", "milestone.beta", "mismatch", "v1.11", "Device Plugins",
  "Wiki: Device Plugins went beta in v1.11; alpha was v1.8.", "off-by-one minor version (later)")
K("4563", "stage", "mismatch", "beta", "EvictionRequest API",
  "Audit: EvictionRequest API is at stage beta.", "neighbouring stage (alpha -> beta)")
K("5328", "milestone.stable", "mismatch", "v1.38", "Node Declared Features",
  "Roadmap: Node Declared Features plans stable in v1.38.", "off-by-one minor version (later)")
K("2853", "owning-sig", "mismatch", "sig-contribex", "KEP-2853",
  "Wiki: KEP-2853 is owned by sig-contribex.", "participating SIG given as owner")
K("1258", "milestone.beta", "mismatch", "v1.21", "Default Pod Topology Spread",
  "Release notes: Default Pod Topology Spread went beta in v1.21.", "off-by-one minor version (later)")
K("2268", "approvers", "mismatch", "@xing-yang", "non graceful shutdown",
  "Email: non graceful shutdown was approved by @xing-yang.", "author of the same KEP given as approver")
K("2258", "milestone.beta", "mismatch", "v1.29", "Node log query",
  "Release notes: Node log query, owned by sig-windows, went beta in v1.29.", "off-by-one minor version (earlier)")
K("3503", "status", "mismatch", "implemented", "KEP-3503",
  "Audit: KEP-3503 is implemented.", "status changed (withdrawn -> implemented)")
K("2313", "creation-date", "mismatch", "2018-11-29", "aws-k8s-tester",
  "Archive: aws-k8s-tester was created 2018-11-29.", "last-updated date given as creation date")

# ---------------------------------------------------------------- KEP: unknown
K("1623", "last-updated", "unknown", "2021-02-11", "Standardize Conditions",
  "Archive: Standardize Conditions was last updated on 2021-02-11.", "record has no last-updated value (null)")
K("2333", "stage", "unknown", "alpha", "KEP-2333",
  "Audit: KEP-2333 is at stage alpha.", "record has no stage (null)")
K("4008", "participating-sigs", "unknown", "sig-cli", "CRD Validation Ratcheting",
  "Wiki: CRD Validation Ratcheting has sig-cli as a participating SIG.", "participating-sigs is empty")
K("4568", "milestone.alpha", "unknown", "v1.30", "KEP-4568",
  "Release notes: KEP-4568 went alpha in v1.30.", "record has no milestone.alpha")
K("5793", "milestone.stable", "unknown", "v1.38", "KEP-5793",
  "Roadmap: KEP-5793 targets GA in v1.38.", "milestone.stable is empty")
K("3668", "reviewers", "unknown", "@aojea", "Reserve Nodeport Ranges For Dynamic And Static Port Allocation",
  "Email: Reserve Nodeport Ranges For Dynamic And Static Port Allocation was reviewed by @aojea.", "reviewers is empty")
K("4578", "latest-milestone", "unknown", "v1.31", "Feature Gate in etcd",
  "Slack: Feature Gate in etcd latest milestone is v1.31.", "latest-milestone is null")
K("2033", "milestone.stable", "unknown", "v1.39", "Rootless mode",
  "Roadmap: Rootless mode goes stable in v1.39.", "record has no milestone.stable")
K("3573", "reviewers", "unknown", "@klueska", "KEP-3573",
  "Wiki: KEP-3573 was reviewed by @klueska.", "reviewers is null")
K("5008", "stage", "unknown", "alpha", "Move Headlamp to the SIG UI",
  "Audit: Move Headlamp to the SIG UI is at stage alpha.", "stage is null")
K("2053", "participating-sigs", "unknown", "sig-scheduling", "KEP-2053",
  "Ticket: KEP-2053 has sig-scheduling participating.", "participating-sigs is an empty list")
K(None, "milestone.beta", "unknown", "v1.35", "KEP-7773",
  "Release notes: KEP-7773 went beta in v1.35.", "no KEP with this number exists")
K(None, "owning-sig", "unknown", "sig-node", "Pod Hibernation Snapshots",
  "Wiki: Pod Hibernation Snapshots is owned by sig-node.", "no KEP with this title exists anywhere")
K(None, "authors", "unknown", "@thockin", "enhancement 9418",
  "Email: enhancement 9418 was written by @thockin.", "no KEP with this number exists")
K(None, "status", "unknown", "implemented", "Kubelet Quantum Scheduling Hints",
  "Audit: Kubelet Quantum Scheduling Hints is implemented.", "no KEP with this title exists anywhere")
K(None, "milestone.alpha", "unknown", "v1.31", "KEP #8813",
  "Slack: KEP #8813 went alpha in v1.31.", "no KEP with this number exists")

# ---------------------------------------------------------------- SOP: verified
S("G/manual/ab-testing.html.md", "owner_slack", "verified", "#govuk-developers", "How A/B testing works",
  "Wiki footer: How A/B testing works is owned in #govuk-developers; questions there please.")
S("G/manual/add-a-best-bet.html.md", "related_repos", "verified", "search-api-v2", "Add a best bet to site search",
  "Ticket SRCH-212: Add a best bet to site search covers the search-api-v2 repo only.")
S("G/manual/add-a-best-bet.html.md", "owner_slack", "verified", "#govuk-search", "add a best bet to site search",
  "Slack: the add a best bet to site search page belongs to #govuk-search.")
S("G/manual/analytics.html.md", "section", "verified", "Frontend", "Analytics on GOV.UK",
  "Docs review: Analytics on GOV.UK sits in the Frontend section of the manual.")
S("G/manual/backups.html.md", "owner_slack", "verified", "#govuk-platform-engineering-team", "Data backups in GOV.UK",
  "Audit report: Data backups in GOV.UK is owned by #govuk-platform-engineering-team.")
S("G/manual/brakeman.html.md", "type", "verified", "learn", "\"Brakeman\"",
  "Stand-up: the \"Brakeman\" page is a learn page, not a how-to.")
S("G/manual/browser-support.html.md", "owner_slack", "verified", "#govuk-frontenders", "Which browsers we support",
  "Email: Which browsers we support is maintained by #govuk-frontenders; the Chat team just links to it.")
S("G/manual/cdn.html.md", "section", "verified", "CDN & Caching", "alphagov__govuk-developer-docs/source/manual/cdn.html.md",
  "Docs lint: alphagov__govuk-developer-docs/source/manual/cdn.html.md is filed under CDN & Caching.")
S("G/manual/configure-transition-mappings.html.md", "related_repos", "verified", "bouncer", "Configure transition mappings for a site",
  "Wiki: Configure transition mappings for a site touches bouncer as well as transition.")
S("G/manual/create-a-local-transaction.html.md", "important", "verified", "true", "Create a Local Transaction",
  "Docs audit: Create a Local Transaction is flagged important: true.")
S("G/manual/data-gov-uk-architecture.html.md", "owner_slack", "verified", "#datagovuk-technical", "Architecture of data.gov.uk",
  "Newsletter: Architecture of data.gov.uk is owned by #datagovuk-technical.")
S("G/manual/emergency-alerts.html.md", "owner_slack", "verified", "#emergency-alerts", "What is GOV.UK Emergency Alerts?",
  "Incident review: What is GOV.UK Emergency Alerts? is owned by #emergency-alerts.")
S("G/manual/emergency-publishing.html.md", "owner_slack", "verified", "#govuk-publishing", "Deploy an emergency banner",
  "Runbook index: Deploy an emergency banner, owner #govuk-publishing, marked important.")
S("G/manual/environments.html.md", "section", "verified", "Infrastructure", "GOV.UK's environments (integration, staging, production)",
  "Wiki: GOV.UK's environments (integration, staging, production) is in the Infrastructure section.")
S("G/manual/govuk-chat.html.md", "owner_slack", "verified", "#ai-govuk-chat-devs", "Support GOV.UK Chat",
  "Slack: Support GOV.UK Chat is owned by #ai-govuk-chat-devs.")
S("G/manual/govuk-search.html.md", "related_repos", "verified", "search-admin", "GOV.UK Search: Introduction and overview",
  "Ticket: GOV.UK Search: Introduction and overview lists search-admin among its related repos.")
S("G/manual/implementation-record.html.md", "owner_slack", "verified", "#govuk-ga4", "GA4 Implementation Record",
  "Email: GA4 Implementation Record is owned by #govuk-ga4.")
S("G/manual/intro-to-docker.html.md", "owner_slack", "verified", "#govuk-dev-tools", "intro to gov.uk docker",
  "Slack: intro to gov.uk docker is run by #govuk-dev-tools.")
S("G/manual/kibana.html.md", "section", "verified", "Logging", "Query Kibana (includes useful queries)",
  "Docs audit: Query Kibana (includes useful queries) is in the Logging section.")
S("G/manual/licensing.html.md", "owner_slack", "verified", "#govuk-licensing", "Licensify - supporting licensing",
  "Wiki: Licensify - supporting licensing is owned by #govuk-licensing. So is Access to Licensify for Third Parties.")
S("G/manual/make-a-new-document-type-available-to-search.html.md", "owner_slack", "verified", "#govuk-searchandnav",
  "Make a new document type available to search",
  "Ticket: Make a new document type available to search is owned by #govuk-searchandnav.")
S("G/manual/purge-cache.html.md", "important", "verified", "true", "Purge a page from cache",
  "Audit: Purge a page from cache is marked important: true.")
S("G/manual/post-a-statuspage-message.html.md", "section", "verified", "Incidents", "Post a message on the status page",
  "Runbook: Post a message on the status page is in the Incidents section.")
S("C/other-topics/rds-snapshots.html.md.erb", "last_reviewed_on", "verified", "2026-04-21", "RDS Snapshots",
  "Audit report: RDS Snapshots was last reviewed on 2026-04-21 and is on a 6 months cycle.")
S("C/other-topics/rds-snapshots.html.md.erb", "review_in", "verified", "6 months", "ministryofjustice__cloud-platform-user-guide/source/documentation/other-topics/rds-snapshots.html.md.erb",
  "Docs lint: ministryofjustice__cloud-platform-user-guide/source/documentation/other-topics/rds-snapshots.html.md.erb is due review every 6 months.")
S("C/other-topics/ephemeral-containers.html.md.erb", "last_reviewed_on", "verified", "12 February 2026", "Ephemeral Containers",
  "Newsletter: Ephemeral Containers was reviewed on 12 February 2026.")
S("C/other-topics/does-my-app-need-ingress.html.md.erb", "last_reviewed_on", "verified", "February 26, 2026", "Does my app need an ingress?",
  "Wiki: Does my app need an ingress? was last reviewed February 26, 2026.")
S("C/other-topics/mandatory-aws-tags-update.html.md.erb", "review_in", "verified", "12 months",
  "Updating Mandatory Tags for AWS provider in Cloud Platform namespace resources",
  "Audit: Updating Mandatory Tags for AWS provider in Cloud Platform namespace resources is reviewed every 12 months.")
S("C/other-topics/troubleshooting.html.md.erb", "last_reviewed_on", "verified", "2025/11/12", "Troubleshooting guide",
  "Stand-up: Troubleshooting guide last reviewed 2025/11/12.")
S("C/other-topics/cloud-platform-service-pod.html.md.erb", "last_reviewed_on", "verified", "2026-03-02", "Cloud Platform service pod for AWS CLI access",
  "Ticket: Cloud Platform service pod for AWS CLI access was reviewed 2026-03-02.")
S("C/other-topics/rds-upgrade-blockers.html.md.erb", "last_reviewed_on", "verified", "16 April 2026", "Troubleshooting RDS Upgrades with Logical Replication",
  "Email: Troubleshooting RDS Upgrades with Logical Replication was reviewed on 16 April 2026; RDS Snapshots five days later.")
S("C/networking/ingress-redirect-to-holding-page.html.md.erb", "last_reviewed_on", "verified", "2025-11-17", "Redirect 403 traffic to a holding page",
  "Audit: Redirect 403 traffic to a holding page reviewed 2025-11-17.")
S("C/networking/modsecurity.html.md.erb", "last_reviewed_on", "verified", "April 24, 2025", "ModSecurity - Web Application Firewall",
  "Wiki: ModSecurity - Web Application Firewall was last reviewed April 24, 2025.")
S("C/monitoring-an-app/how-to-create-alarms.html.md.erb", "last_reviewed_on", "verified", "1 December 2025", "Creating your own custom alerts",
  "Newsletter: Creating your own custom alerts was reviewed on 1 December 2025. Git-Crypt was reviewed the same day.")
S("C/reference/getting-help.html.md.erb", "weight", "verified", "50", "Getting Help",
  "Docs lint: Getting Help has weight 50 in the nav.")
S("T/governance/ai-governance-framework.html.md.erb", "owner_slack", "verified", "#tda-and-solution-surgery", "Engineering AI Governance Framework",
  "Council minutes: Engineering AI Governance Framework is owned by #tda-and-solution-surgery.")
S("T/governance/ai-governance-framework.html.md.erb", "last_reviewed_on", "verified", "2025-12-12", "engineering ai governance framework",
  "Audit: engineering ai governance framework was last reviewed 2025-12-12.")
S("T/principles/frontend-development-principles.html.md.erb", "review_in", "verified", "1 months", "Frontend Development Principles",
  "Wiki: Frontend Development Principles has review_in 1 months; owner is #operations-engineering-alerts.")
S("T/principles/inclusion-in-software-engineering.html.md.erb", "last_reviewed_on", "verified", "May 7, 2026", "Inclusion in software engineering",
  "Newsletter: Inclusion in software engineering was reviewed May 7, 2026.")
S("T/standards/code-freezes.html.md.erb", "owner_slack", "verified", "#hosting", "Avoid code freezes",
  "Slack: Avoid code freezes is owned by #hosting. It was last reviewed on 2024-10-24.")
S("T/standards/hosting.html.md.erb", "last_reviewed_on", "verified", "2024-12-30", "How to host services",
  "Audit: How to host services was last reviewed 2024-12-30.")
S("T/standards/documenting-how-your-service-is-supported.html.md.erb", "review_in", "verified", "3 months",
  "Documenting how your service is supported",
  "Wiki: Documenting how your service is supported is reviewed every 3 months.")
S("T/standards/justice-digital-software-engineering-standards.html.md.erb", "last_reviewed_on", "verified", "2026-03-11",
  "Justice Digital software engineering standards",
  "Email: Justice Digital software engineering standards was reviewed 2026-03-11.")

# ---------------------------------------------------------------- SOP: mismatch
S("G/manual/ab-testing.html.md", "section", "mismatch", "Frontend", "How A/B testing works",
  "Docs audit: How A/B testing works sits in the Frontend section of the manual.", "sibling section (Analytics on GOV.UK is in Frontend)")
S("G/manual/add-a-best-bet.html.md", "owner_slack", "mismatch", "#govuk-searchandnav", "Add a best bet to site search",
  "Slack: Add a best bet to site search is owned by #govuk-searchandnav.", "sibling page's owner channel")
S("G/manual/analytics.html.md", "owner_slack", "mismatch", "#govuk-ga4", "Analytics on GOV.UK",
  "Email: Analytics on GOV.UK (Frontend section) is owned by #govuk-ga4.", "sibling page's owner channel (GA4 Implementation Record)")
S("G/manual/backups.html.md", "section", "mismatch", "Infrastructure", "Data backups in GOV.UK",
  "Wiki: Data backups in GOV.UK is in the Infrastructure section.", "sibling section")
S("G/manual/cdn.html.md", "owner_slack", "mismatch", "#govuk-platform-engineering-team", "Our content delivery network (CDN)",
  "Audit: Our content delivery network (CDN) is owned by #govuk-platform-engineering-team.", "sibling page's owner channel")
S("G/manual/configure-transition-mappings.html.md", "related_repos", "mismatch", "search-api", "Configure transition mappings for a site",
  "Ticket: Configure transition mappings for a site relates to search-api.", "not a member of related_repos")
S("G/manual/emergency-alerts.html.md", "section", "mismatch", "Incidents", "What is GOV.UK Emergency Alerts?",
  "Docs audit: What is GOV.UK Emergency Alerts? is in the Incidents section. Its owner is #emergency-alerts.", "neighbouring section")
S("G/manual/govuk-chat.html.md", "type", "mismatch", "how-to", "Support GOV.UK Chat",
  "Docs lint: Support GOV.UK Chat is a how-to page.", "type changed (learn -> how-to)")
S("G/manual/intro-to-docker-advanced.html.md", "owner_slack", "mismatch", "#govuk-developers", "Intro to GOV.UK Docker (Advanced)",
  "Wiki: Intro to GOV.UK Docker (Advanced) is owned by #govuk-developers.", "default manual owner instead of the page's own channel")
S("G/manual/kibana.html.md", "owner_slack", "mismatch", "#govuk-developers", "Query Kibana (includes useful queries)",
  "Runbook index: Query Kibana (includes useful queries) owner #govuk-developers.", "default manual owner instead of the page's own channel")
S("G/manual/licensing.html.md", "section", "mismatch", "Publishing", "licensify - supporting licensing",
  "Docs audit: licensify - supporting licensing lives in Publishing.", "sibling section")
S("G/manual/purge-cache.html.md", "section", "mismatch", "Infrastructure", "Purge a page from cache",
  "Wiki: Purge a page from cache is in the Infrastructure section.", "sibling section")
S("G/manual/govuk-search.html.md", "related_repos", "mismatch", "search-v2-evaluator", "GOV.UK Search: Introduction and overview",
  "Ticket: GOV.UK Search: Introduction and overview covers search-v2-evaluator.", "not a member of related_repos")
S("C/other-topics/rds-snapshots.html.md.erb", "last_reviewed_on", "mismatch", "2026-04-12", "RDS Snapshots",
  "Audit: RDS Snapshots was last reviewed 2026-04-12.", "digits of the day swapped")
S("C/other-topics/ephemeral-containers.html.md.erb", "review_in", "mismatch", "3 months", "Ephemeral Containers",
  "Wiki: Ephemeral Containers is reviewed every 3 months.", "neighbouring review interval")
S("C/other-topics/does-my-app-need-ingress.html.md.erb", "last_reviewed_on", "mismatch", "2026-02-25", "Does my app need an ingress?",
  "Stand-up: Does my app need an ingress? was reviewed 2026-02-25.", "neighbouring date (-1 day)")
S("C/other-topics/mandatory-aws-tags-update.html.md.erb", "review_in", "mismatch", "6 months",
  "ministryofjustice__cloud-platform-user-guide/source/documentation/other-topics/mandatory-aws-tags-update.html.md.erb",
  "Docs lint: ministryofjustice__cloud-platform-user-guide/source/documentation/other-topics/mandatory-aws-tags-update.html.md.erb is due every 6 months.",
  "default interval of the sibling pages instead of 12 months")
S("C/other-topics/troubleshooting.html.md.erb", "last_reviewed_on", "mismatch", "November 21, 2025", "Troubleshooting guide",
  "Newsletter: Troubleshooting guide was reviewed November 21, 2025.", "digits of the day swapped")
S("C/other-topics/cloud-platform-service-pod.html.md.erb", "last_reviewed_on", "mismatch", "2026-02-03", "Cloud Platform service pod for AWS CLI access",
  "Email: Cloud Platform service pod for AWS CLI access was reviewed 2026-02-03.", "month and day swapped")
S("C/networking/modsecurity.html.md.erb", "last_reviewed_on", "mismatch", "2025-04-17", "ModSecurity - Web Application Firewall",
  "Audit: ModSecurity - Web Application Firewall reviewed 2025-04-17.", "sibling page's review date")
S("C/reference/getting-help.html.md.erb", "weight", "mismatch", "5", "Getting Help",
  "Docs lint: Getting Help has weight 5.", "digit dropped")
S("T/governance/ai-governance-framework.html.md.erb", "review_in", "mismatch", "6 months", "Engineering AI Governance Framework",
  "Wiki: Engineering AI Governance Framework is reviewed every 6 months.", "neighbouring review interval")
S("T/principles/frontend-development-principles.html.md.erb", "last_reviewed_on", "mismatch", "2026-02-18", "Frontend Development Principles",
  "Audit: Frontend Development Principles was reviewed 2026-02-18.", "sibling page's review date (TDA templates)")
S("T/standards/code-freezes.html.md.erb", "owner_slack", "mismatch", "#operations-engineering-alerts", "Avoid code freezes",
  "Slack: Avoid code freezes is owned by #operations-engineering-alerts.", "sibling page's owner channel")
S("T/standards/hosting.html.md.erb", "last_reviewed_on", "mismatch", "2024-12-03", "How to host services",
  "Audit: How to host services was last reviewed 2024-12-03. Its owner channel is #operations-engineering-alerts.", "digits of the day swapped")
S("T/standards/naming-things.html.md.erb", "review_in", "mismatch", "12 months", "Naming things",
  "Wiki: Naming things is reviewed every 12 months.", "review interval changed (3 -> 12 months)")
S("T/principles/inclusion-in-software-engineering.html.md.erb", "owner_slack", "mismatch", "#tda-and-solution-surgery", "Inclusion in software engineering",
  "Email: Inclusion in software engineering is owned by #tda-and-solution-surgery.", "sibling page's owner channel")

# ---------------------------------------------------------------- SOP: unknown
S("C/other-topics/rds-snapshots.html.md.erb", "owner_slack", "unknown", "#cloud-platform", "RDS Snapshots",
  "Slack: RDS Snapshots is owned by #cloud-platform.", "page has no owner_slack field")
S("G/manual/cdn.html.md", "last_reviewed_on", "unknown", "2025-06-01", "Our content delivery network (CDN)",
  "Audit: Our content delivery network (CDN) was last reviewed 2025-06-01.", "page has no last_reviewed_on field")
S("G/manual/brakeman.html.md", "review_in", "unknown", "6 months", "Brakeman",
  "Docs lint: the Brakeman page is reviewed every 6 months.", "page has no review_in field")
S("C/other-topics/troubleshooting.html.md.erb", "owner_slack", "unknown", "#ask-cloud-platform", "Troubleshooting guide",
  "Wiki: Troubleshooting guide is owned by #ask-cloud-platform.", "page has no owner_slack field")
S("G/manual/kibana.html.md", "last_reviewed_on", "unknown", "March 3, 2025", "Query Kibana (includes useful queries)",
  "Audit: Query Kibana (includes useful queries) was last reviewed March 3, 2025.", "page has no last_reviewed_on field")
S("T/standards/hosting.html.md.erb", "section", "unknown", "Standards", "How to host services",
  "Docs audit: How to host services is in the Standards section.", "page has no section field")
S(None, "owner_slack", "unknown", "#govuk-platform-engineering-team", "Rotate the Fastly purge tokens quarterly",
  "Runbook index: Rotate the Fastly purge tokens quarterly is owned by #govuk-platform-engineering-team.", "no page with this title exists")
S(None, "last_reviewed_on", "unknown", "2025-08-05", "Decommissioning a namespace safely",
  "Audit: Decommissioning a namespace safely was reviewed 2025-08-05.", "no page with this title exists")
S(None, "review_in", "unknown", "6 months", "documentation/other-topics/velero-restore-drill.html.md.erb",
  "Docs lint: documentation/other-topics/velero-restore-drill.html.md.erb is reviewed every 6 months.", "no page at this path exists")

# ---------------------------------------------------------------- own CSV (branches): verified
C("BR-01", "stock_count", "verified", "184,300", "Quillmere Central Library",
  "Annual report: Quillmere Central Library holds 184,300 items, the largest stock in the city.")
C("BR-01", "staff_count", "verified", "41", "BR-01",
  "Staffing memo: BR-01 has 41 staff on the establishment.")
C("BR-01", "opened_year", "verified", "1911", "Quillmere Central",
  "Newsletter: Quillmere Central first opened its doors in 1911.")
C("BR-02", "branch_librarian", "verified", "Tobin Achterberg", "Brackenvale Branch",
  "Email: Brackenvale Branch is run by Tobin Achterberg; please copy him on the rota.")
C("BR-02", "hours_per_week", "verified", "44", "br02",
  "Slack: br02 is open 44 hours a week now.")
C("BR-03", "last_refurbished", "verified", "21 June 2021", "Saltwick Green Library",
  "Council minutes: Saltwick Green Library was refurbished, works completed 21 June 2021.")
C("BR-03", "floor_area_m2", "verified", "1,240", "BR 03",
  "Estates audit: BR 03 has 1,240 m² of public floor space.")
C("BR-04", "status", "verified", "reduced hours", "Fennimore Row Library",
  "Newsletter: Fennimore Row Library is on reduced hours until further notice.")
C("BR-04", "district", "verified", "Fennimore", "BR-04",
  "Ticket LIB-310: BR-04 is in the Fennimore district; Bookwyrm One covers the area on its rounds.")
C("BR-05", "last_refurbished", "verified", "2023-11-07", "Larkspur Hill Branch",
  "Estates: Larkspur Hill Branch refurbished 2023-11-07.")
C("BR-05", "branch_librarian", "verified", "Persephone Okonkwo-Lind", "BR-05",
  "Stand-up: BR-05 branch librarian is Persephone Okonkwo-Lind.")
C("BR-06", "status", "verified", "closed for refurbishment", "Cobbleford Library",
  "Council minutes: Cobbleford Library is closed for refurbishment; its van (Quire Carriage) is retired.")
C("BR-07", "stock_count", "verified", "40,390", "Thistlegate Library",
  "Annual report: Thistlegate Library holds 40,390 books and other items.")
C("BR-07", "next_inspection", "verified", "April 12, 2027", "br07",
  "Ticket: br07 next H&S inspection is April 12, 2027.")
C("BR-08", "opened_year", "verified", "1976", "Marrowby Branch",
  "Local history wiki: Marrowby Branch opened in 1976. Casimir Ellwood is the current branch librarian.")
C("BR-08", "last_refurbished", "verified", "28 February 2014", "BR-08",
  "Estates audit: BR-08 last refurbished 28 February 2014.")
C("BR-09", "hours_per_week", "verified", "56", "Ashbourne Quay Library",
  "Newsletter: Ashbourne Quay Library is open 56 hours a week, Sundays included.")
C("BR-09", "branch_librarian", "verified", "Delphine Arkwright", "BR 09",
  "Email: BR 09 is managed by Delphine Arkwright.")
C("BR-10", "status", "verified", "reduced_hours", "Wrenfield Library",
  "Status board: Wrenfield Library: reduced_hours.")
C("BR-10", "stock_count", "verified", "17650", "BR-10",
  "Stock audit export: BR-10 stock 17650 items.")
C("BR-11", "district", "verified", "Pellingham", "BR-11",
  "Wiki: BR-11 serves the Pellingham district and is open 44 hours a week.")
C("BR-11", "next_inspection", "verified", "2026-10-28", "br11",
  "Slack: br11 inspection booked 2026-10-28.")
C("BR-12", "floor_area_m2", "verified", "1320", "Osterley Fold Library",
  "Estates: Osterley Fold Library floor area 1320 square metres.")
C("BR-12", "branch_librarian", "verified", "Leopold Varga-Finch", "BR-12",
  "Staff list: BR-12 branch librarian Leopold Varga-Finch.")
C("BR-13", "status", "verified", "temporarily closed", "Hollinsbrook Library",
  "Council minutes: Hollinsbrook Library is temporarily closed following the roof leak.")
C("BR-19", "opened_year", "verified", "2011", "Cressington Library",
  "Newsletter: Cressington Library, opened in 2011, is the newest branch.")
C("BR-19", "staff_count", "verified", "14", "BR-19",
  "Staffing memo: BR-19 has 14 staff across 54 opening hours a week.")
C("BR-15", "hours_per_week", "verified", "40", "Dunmere Wharf Branch",
  "Newsletter: Dunmere Wharf Branch is open 40 hours per week.")
C("BR-16", "branch_librarian", "verified", "Fitzgerald Amankwah", "Gorseley Library",
  "Email: Gorseley Library is run by Fitzgerald Amankwah. Gorseley is on reduced hours.")
C("BR-17", "last_refurbished", "verified", "April 22, 2024", "Ravensholt Library",
  "Council minutes: Ravensholt Library reopened after refurbishment on April 22, 2024.")
C("BR-18", "stock_count", "verified", "34,815", "Kettleby Cross Library",
  "Annual report: Kettleby Cross Library holds 34,815 items and employs 9 staff.")
C("BR-18", "branch_librarian", "verified", "Evander Pitt-Rowley", "BR-18",
  "Stand-up: BR-18 is led by Evander Pitt-Rowley.")

# ---------------------------------------------------------------- own CSV: mismatch
C("BR-01", "stock_count", "mismatch", "184,030", "BR-01",
  "Annual report draft: BR-01 holds 184,030 items.", "digits swapped")
C("BR-02", "hours_per_week", "mismatch", "48", "Brackenvale Branch",
  "Newsletter: Brackenvale Branch is open 48 hours a week.", "sibling branch's hours (Saltwick Green)")
C("BR-03", "branch_librarian", "mismatch", "Idris Waterford", "Saltwick Green Library",
  "Email: Saltwick Green Library is run by Idris Waterford.", "sibling branch's librarian (Fennimore Row)")
C("BR-04", "status", "mismatch", "open", "BR-04",
  "Status board: BR-04 open.", "neighbouring status (reduced_hours -> open)")
C("BR-05", "opened_year", "mismatch", "1998", "Larkspur Hill Branch",
  "Local history wiki: Larkspur Hill Branch opened in 1998.", "digits swapped (1989 -> 1998)")
C("BR-06", "status", "mismatch", "temporarily closed", "Cobbleford Library",
  "Council minutes: Cobbleford Library is temporarily closed.", "neighbouring status (closed_for_refurbishment)")
C("BR-07", "last_refurbished", "mismatch", "2018-01-10", "Thistlegate Library",
  "Estates audit: Thistlegate Library refurbished 2018-01-10. It opened in 1968.", "month and day swapped")
C("BR-08", "staff_count", "mismatch", "9", "Marrowby Branch",
  "Staffing memo: Marrowby Branch has 9 staff.", "off by one")
C("BR-09", "floor_area_m2", "mismatch", "1,950", "BR-09",
  "Estates: BR-09 floor area 1,950 m².", "digits swapped")
C("BR-10", "hours_per_week", "mismatch", "28", "Wrenfield Library",
  "Newsletter: Wrenfield Library is open 28 hours a week.", "sibling branch's hours (Gorseley)")
C("BR-11", "opened_year", "mismatch", "1979", "Pellingham Road Branch",
  "Wiki: Pellingham Road Branch opened in 1979.", "sibling branch's opening year (Dunmere Wharf)")
C("BR-12", "district", "mismatch", "Cressington", "Osterley Fold Library",
  "Ticket: Osterley Fold Library is in the Cressington district.", "neighbouring district")
C("BR-13", "stock_count", "mismatch", "25,130", "BR-13",
  "Stock audit: BR-13 holds 25,130 items while temporarily closed.", "digits swapped")
C("BR-19", "hours_per_week", "mismatch", "52", "Cressington Library",
  "Newsletter: Cressington Library is open 52 hours a week.", "sibling branch's hours (Larkspur Hill)")
C("BR-15", "branch_librarian", "mismatch", "Casimir Ellwood", "Dunmere Wharf Branch",
  "Email: Dunmere Wharf Branch is run by Casimir Ellwood. The branch opened in 1979.", "sibling branch's librarian (Marrowby)")
C("BR-16", "next_inspection", "mismatch", "2026-12-03", "br16",
  "Slack: br16 inspection is 2026-12-03.", "sibling branch's inspection date (Saltwick Green)")
C("BR-17", "staff_count", "mismatch", "12", "Ravensholt Library",
  "Staffing memo: Ravensholt Library, refurbished in 2024, has 12 staff.", "off by one")
C("BR-18", "last_refurbished", "mismatch", "September 19, 2019", "Kettleby Cross Library",
  "Council minutes: Kettleby Cross Library was refurbished September 19, 2019.", "neighbouring date (+10 days)")

# ---------------------------------------------------------------- own CSV: unknown
C("BR-04", "last_refurbished", "unknown", "2012-05-14", "Fennimore Row Library",
  "Estates: Fennimore Row Library last refurbished 2012-05-14.", "last_refurbished is empty")
C("BR-19", "last_refurbished", "unknown", "2022-09-01", "BR-19",
  "Estates: BR-19 refurbished 2022-09-01.", "last_refurbished is empty")
C("BR-10", "branch_librarian", "unknown", "Ottilie Brennagh", "Wrenfield Library",
  "Email: Wrenfield Library is run by Ottilie Brennagh.", "branch_librarian is empty")
C("BR-06", "next_inspection", "unknown", "2027-01-20", "Cobbleford Library",
  "Ticket: Cobbleford Library next inspection 2027-01-20.", "next_inspection is empty")
C("BR-13", "next_inspection", "unknown", "March 2, 2027", "BR-13",
  "Ticket: BR-13 next inspection March 2, 2027.", "next_inspection is empty")
C(None, "hours_per_week", "unknown", "38", "Wyvernmoor Library",
  "Newsletter: Wyvernmoor Library is open 38 hours a week.", "no branch with this name exists")
C(None, "branch_librarian", "unknown", "Barnaby Quist", "BR-23",
  "Staff list: BR-23 is run by Barnaby Quist.", "no branch with this ID exists")

# ---------------------------------------------------------------- own YAML (mobile library vans): verified
Y("MLV-101", "service.last_date", "verified", "11 March 2026", "Bookwyrm One",
  "Fleet log: Bookwyrm One was serviced on 11 March 2026, no defects.")
Y("MLV-101", "stops", "verified", "Tollbridge Lane", "MLV-101",
  "Newsletter: MLV-101 calls at Tollbridge Lane every other Tuesday.")
Y("MLV-101", "driver", "verified", "Gideon Halloway", "mlv101",
  "Slack: mlv101 is driven by Gideon Halloway this quarter.")
Y("MLV-102", "capacity_books", "verified", "2,750", "The Inkwell",
  "Wiki: The Inkwell carries up to 2,750 books.")
Y("MLV-102", "service.mileage_km", "verified", "112,560", "MLV-102",
  "Fleet audit: MLV-102 odometer at last service 112,560 km.")
Y("MLV-102", "insurance.renews", "verified", "October 31, 2026", "The Inkwell",
  "Email from finance: cover for The Inkwell renews October 31, 2026.")
Y("MLV-103", "status", "verified", "in workshop", "Chapter Wagon",
  "Stand-up: Chapter Wagon is in workshop (gearbox).")
Y("MLV-103", "depot", "verified", "Larkspur Hill Branch", "MLV 103",
  "Fleet log: MLV 103 is based at Larkspur Hill Branch.")
Y("MLV-103", "insurance.insurer", "verified", "Coldharbour Assurance", "Chapter Wagon",
  "Audit: Chapter Wagon is insured with Coldharbour Assurance.")
Y("MLV-104", "stops", "verified", "Kettleby Farm Shop", "Page Turner",
  "Newsletter: Page Turner now stops at Kettleby Farm Shop on Fridays; Bindery Belle will share the stop once delivered.")
Y("MLV-104", "service.next_due", "verified", "2026-06-16", "MLV-104",
  "Ticket FLT-77: MLV-104 next service due 2026-06-16.")
Y("MLV-104", "make", "verified", "DAF", "Page Turner",
  "Wiki: Page Turner is a DAF chassis (LF 180).")
Y("MLV-105", "seats_reading_area", "verified", "3", "Story Rover",
  "Newsletter: Story Rover seats 3 readers inside.")
Y("MLV-105", "driver", "verified", "Jessamy Northcote", "MLV-105",
  "Rota: MLV-105 driver Jessamy Northcote, based at Thistlegate Library.")
Y("MLV-106", "status", "verified", "retired", "Quire Carriage",
  "Council minutes: Quire Carriage is retired; last serviced in 2024.")
Y("MLV-107", "stops", "verified", "Saltwick Harbour", "Margin Runner",
  "Newsletter: Margin Runner calls at Saltwick Harbour.")
Y("MLV-107", "service.last_date", "verified", "2026-02-19", "MLV-107",
  "Fleet log: MLV-107 serviced 2026-02-19.")
Y("MLV-108", "capacity_books", "verified", "3600", "Lantern Bus",
  "Wiki: Lantern Bus is the biggest van, 3600 books on board.")
Y("MLV-108", "stops", "verified", "Ashbourne Marina", "MLV-108",
  "Timetable: MLV-108 stops at Ashbourne Marina.")
Y("MLV-108", "insurance.renews", "verified", "2027-02-28", "Lantern Bus",
  "Finance: Lantern Bus insurance renews 2027-02-28. Insurer: Harlow & Vane Mutual.")
Y("MLV-109", "model", "verified", "Sprinter 519", "Folio Express",
  "Fleet list: Folio Express is a Mercedes Sprinter 519.")
Y("MLV-109", "service.mileage_km", "verified", "18,650", "MLV-109",
  "Fleet audit: MLV-109 at 18,650 km. Next service 2026-11-27.")
Y("MLV-110", "status", "verified", "reserve", "Reading Ark",
  "Stand-up: Reading Ark is the reserve van this month.")
Y("MLV-110", "registration", "verified", "QM16 CWP", "MLV-110",
  "Ticket: MLV-110 (registration QM16 CWP) needs a new tax disc.")
Y("MLV-111", "status", "verified", "on order", "Bindery Belle",
  "Council minutes: Bindery Belle is on order, delivery expected spring.")
Y("MLV-111", "depot", "verified", "Kettleby Cross Library", "MLV-111",
  "Fleet plan: MLV-111 will be based at Kettleby Cross Library.")
Y("MLV-112", "driver", "verified", "Barnabas Quarrington", "Spine Line",
  "Rota: Spine Line driven by Barnabas Quarrington.")
Y("MLV-112", "stops", "verified", "Gorseley Common", "MLV-112",
  "Timetable: MLV-112 serves Gorseley Common, as does The Inkwell.")
Y("MLV-113", "capacity_books", "verified", "950", "Little Codex",
  "Wiki: Little Codex carries 950 books.")
Y("MLV-114", "service.mileage_km", "verified", "188420", "Gazette Glider",
  "Fleet audit: Gazette Glider mileage 188420 km.")
Y("MLV-115", "insurance.renews", "verified", "31 January 2027", "Verse Voyager",
  "Finance: Verse Voyager cover renews 31 January 2027.")
Y("MLV-116", "service.next_due", "verified", "July 9, 2026", "Atlas Hauler",
  "Fleet log: Atlas Hauler next service due July 9, 2026. Last service was January 9, 2026.")

# ---------------------------------------------------------------- own YAML: mismatch
Y("MLV-101", "service.last_date", "mismatch", "2026-03-12", "Bookwyrm One",
  "Fleet log: Bookwyrm One serviced 2026-03-12.", "neighbouring date (+1 day)")
Y("MLV-102", "driver", "mismatch", "Oriel Fanshawe", "The Inkwell",
  "Rota: The Inkwell is driven by Oriel Fanshawe.", "sibling van's driver (same depot)")
Y("MLV-103", "status", "mismatch", "in service", "MLV-103",
  "Status board: MLV-103 in service.", "neighbouring status (in_workshop)")
Y("MLV-104", "stops", "mismatch", "Saltwick Harbour", "Page Turner",
  "Timetable: Page Turner calls at Saltwick Harbour.", "not a member of stops (sibling van's stop)")
Y("MLV-105", "capacity_books", "mismatch", "1,580", "Story Rover",
  "Wiki: Story Rover carries 1,580 books.", "digits swapped")
Y("MLV-106", "depot", "mismatch", "Cressington Library", "Quire Carriage",
  "Fleet list: Quire Carriage was based at Cressington Library.", "sibling van's depot")
Y("MLV-107", "insurance.insurer", "mismatch", "Harlow & Vane Mutual", "Margin Runner",
  "Audit: Margin Runner is insured with Harlow & Vane Mutual.", "the other insurer")
Y("MLV-108", "seats_reading_area", "mismatch", "6", "Lantern Bus",
  "Newsletter: Lantern Bus seats 6 readers.", "sibling value (typical van)")
Y("MLV-109", "service.next_due", "mismatch", "2026-11-28", "MLV-109",
  "Ticket: MLV-109 next service 2026-11-28.", "neighbouring date (+1 day)")
Y("MLV-110", "depot", "mismatch", "Larkspur Hill Branch", "Reading Ark",
  "Fleet list: Reading Ark is based at Larkspur Hill Branch. It is the reserve van.", "sibling van's depot")
Y("MLV-112", "model", "mismatch", "LF 230", "Spine Line",
  "Fleet list: Spine Line is a DAF LF 230.", "sibling model (LF 180 -> LF 230)")
Y("MLV-113", "driver", "mismatch", "Rowan Castellan", "Little Codex",
  "Rota: Little Codex driven by Rowan Castellan. It carries 950 books.", "first name altered (Rowena -> Rowan)")
Y("MLV-114", "status", "mismatch", "in service", "Gazette Glider",
  "Status board: Gazette Glider in service.", "neighbouring status (in_workshop)")
Y("MLV-114", "insurance.renews", "mismatch", "2026-08-31", "MLV-114",
  "Finance: MLV-114 insurance renews 2026-08-31. Gazette Glider is in the workshop meanwhile.", "sibling van's renewal date (Page Turner)")
Y("MLV-115", "stops", "mismatch", "Marrowby Market", "Verse Voyager",
  "Timetable: Verse Voyager calls at Marrowby Market.", "not a member of stops")
Y("MLV-116", "capacity_books", "mismatch", "3,400", "Atlas Hauler",
  "Wiki: Atlas Hauler, a DAF LF 230, carries 3,400 books.", "sibling van's capacity (Page Turner)")
Y("MLV-116", "service.last_date", "mismatch", "9 July 2026", "MLV-116",
  "Fleet log: MLV-116 last serviced 9 July 2026.", "next_due date given as last service date")

# ---------------------------------------------------------------- own YAML: unknown
Y("MLV-106", "insurance.renews", "unknown", "2026-12-31", "Quire Carriage",
  "Finance: Quire Carriage insurance renews 2026-12-31.", "record has no insurance block")
Y("MLV-111", "driver", "unknown", "Tamsin Everleigh", "Bindery Belle",
  "Rota: Bindery Belle will be driven by Tamsin Everleigh.", "record has no driver field")
Y("MLV-113", "service.next_due", "unknown", "2026-09-25", "Little Codex",
  "Fleet log: Little Codex next service due 2026-09-25.", "record has no service.next_due")
Y("MLV-116", "insurance.insurer", "unknown", "Coldharbour Assurance", "Atlas Hauler",
  "Audit: Atlas Hauler is insured with Coldharbour Assurance.", "insurance.insurer is empty")
Y("MLV-111", "service.last_date", "unknown", "2026-04-01", "MLV-111",
  "Fleet log: MLV-111 serviced 2026-04-01.", "record has no service block")
Y(None, "capacity_books", "unknown", "2,100", "Paperback Pioneer",
  "Wiki: Paperback Pioneer carries 2,100 books.", "no van with this name exists")
Y(None, "driver", "unknown", "Gideon Halloway", "MLV-120",
  "Rota: MLV-120 driven by Gideon Halloway.", "no van with this ID exists")
