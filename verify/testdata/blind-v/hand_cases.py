# Hand-written cases for the blind set verify-v, written one by one.
# Each H(...) gives: name, category, record key, field, verdict, fact (as written in the text),
# subject (as written in the text), text, note (mismatch: the alteration; unknown: the reason).
# Record keys: KEP number; SOP path relative to sop/ (G:/C:/T: are shorthands expanded by build.py);
# LB-5xx for sot/labs.csv; IN-8xx for sot/instruments.yaml; None for a subject that exists nowhere.
# desc=True marks a subject that names the record by a short description rather than ID/title/path.

CASES = []


def H(name, cat, rec, field, verdict, fact, subject, text, note='', desc=False):
    CASES.append(dict(name=name, cat=cat, rec=rec, field=field, verdict=verdict, fact=fact,
                      subject=subject, text=text, note=note, desc=desc))


K, S, L, I = 'kep', 'sop', 'own-csv', 'own-yaml'
V, M, U = 'verified', 'mismatch', 'unknown'

# ============================================================== KEP (hand)
H('kep-1295-stable-relnote', K, '1295', 'milestone.stable', V, 'v1.21', 'KEP-1295',
  'Release notes draft: the insecure backend proxy work (KEP-1295) graduated to stable in v1.21.')
H('kep-555-alpha-history', K, '555', 'milestone.alpha', V, 'Kubernetes 1.14', '#555',
  'Fun history fact for the newsletter: server-side apply (#555) first shipped as alpha in Kubernetes 1.14.')
H('kep-555-beta-standup', K, '555', 'milestone.beta', M, 'v1.17', 'KEP 555',
  'standup: still reconciling the table, it says KEP 555 went beta in v1.17 and GA in v1.22.',
  'beta moved one minor release later')
H('kep-2185-owner-qa', K, '2185', 'owning-sig', V, 'SIG Apps', 'enhancement 2185',
  'Q: who owns enhancement 2185 (random pod selection on ReplicaSet downscale)? A: SIG Apps, with sig-scheduling helping.')
H('kep-2185-stable-title', K, '2185', 'milestone.stable', M, 'v1.30', 'Random Pod Selection on ReplicaSet Downscale',
  'Random Pod Selection on ReplicaSet Downscale went GA in v1.30, so the LogarithmicScaleDown gate can go.',
  'stable milestone moved one minor release earlier')
H('kep-2255-author-slack', K, '2255', 'authors', V, '@ahg-g', 'KEP-2255',
  'slack: if you have questions on KEP-2255 ping @ahg-g, he is one of the authors.')
H('kep-2255-stage-wiki', K, '2255', 'stage', M, 'stable', 'ReplicaSet Pod Deletion Cost',
  'Wiki: ReplicaSet Pod Deletion Cost | stage: stable | notes: annotation-based',
  'neighbouring stage (beta -> stable)')
H('kep-3541-alpha-headsup', K, '3541', 'milestone.alpha', V, 'v1.37', 'KEP-3541',
  'Heads up: KEP-3541 (Recreate update strategy for StatefulSet) is slated for alpha in v1.37.')
H('kep-3541-beta-unknown', K, '3541', 'milestone.beta', U, '1.38', '#3541',
  'I heard #3541 goes beta in 1.38 - can anyone from sig-apps confirm?',
  'kep.yaml has no milestone.beta for KEP 3541 (null)')
H('kep-961-approver', K, '961', 'approvers', V, '@soltysh', 'KEP 961',
  'maxUnavailable for StatefulSets (KEP 961) got its approval from @soltysh this cycle.')
H('kep-961-alpha-mm', K, '961', 'milestone.alpha', M, 'v1.25', 'KEP 961',
  'Ticket reply: KEP 961 has been alpha since v1.25, so the gate is old news.',
  'alpha milestone one minor release later')
H('kep-1635-owner', K, '1635', 'owning-sig', V, 'SIG Architecture', 'Require Transition from Beta',
  '"Require Transition from Beta" is a SIG Architecture KEP; every feature SIG participates.')
H('kep-1635-created-mm', K, '1635', 'creation-date', M, 'October 2, 2019', 'KEP-1635',
  'KEP-1635 was opened on October 2, 2019, shortly before the 1.17 cycle.',
  'creation date shifted by one day')
H('kep-5241-stable', K, '5241', 'milestone.stable', V, '1.34', 'enhancement 5241',
  'enhancement 5241 (Beta Feature Gate Promotion Requirements) went straight to stable in 1.34.')
H('kep-5241-author-mm', K, '5241', 'authors', M, '@liggitt', 'KEP-5241',
  'Tracker: KEP-5241 | author @liggitt | approvers: johnbelamaric, dims',
  'a reviewer of the same KEP given as author')
H('kep-3221-beta', K, '3221', 'milestone.beta', V, 'v1.30', 'Structured Authorization Configuration',
  'Structured Authorization Configuration hit beta in v1.30 and GA in v1.32.')
H('kep-3221-author', K, '3221', 'authors', V, '@palnabarun', 'KEP-3221',
  '@palnabarun co-authored KEP-3221 together with two others from sig-auth.')
H('kep-3331-stable-mm', K, '3331', 'milestone.stable', M, 'v1.35', 'KEP 3331',
  'Structured authentication config (KEP 3331) was promoted to GA in v1.35.',
  'stable milestone replaced by the latest-milestone value of the same KEP')
H('kep-3331-latest', K, '3331', 'latest-milestone', V, 'v1.35', 'KEP 3331',
  'KEP 3331 latest milestone is v1.35 per the enhancements board.')
H('kep-2021-owner', K, '2021', 'owning-sig', V, 'sig-autoscaling', 'KEP-2021',
  'KEP-2021 (HPA scale to/from zero) is owned by sig-autoscaling.')
H('kep-2021-alpha-mm', K, '2021', 'milestone.alpha', M, 'v1.15', 'KEP-2021',
  'Reminder that HPA scale-from-zero, KEP-2021, has been alpha ever since v1.15.',
  'alpha milestone one minor release earlier')
H('kep-2985-status', K, '2985', 'status', V, 'provisional', 'Public KRM Functions Registry',
  'Public KRM Functions Registry is still provisional, nothing to ship yet.')
H('kep-3895-beta', K, '3895', 'milestone.beta', V, '1.29', 'KEP 3895',
  'kubectl delete --interactive (KEP 3895) reached beta in 1.29.')
H('kep-3895-stable-mm', K, '3895', 'milestone.stable', M, 'Kubernetes 1.31', 'KEP-3895',
  'Changelog: the interactive delete flag from KEP-3895 is GA as of Kubernetes 1.31.',
  'stable milestone one minor release later')
H('kep-5295-created', K, '5295', 'creation-date', V, '9 May 2025', '#5295',
  'The KYAML proposal (#5295) was created on 9 May 2025.')
H('kep-5295-psig', K, '5295', 'participating-sigs', V, 'sig-docs', 'KEP-5295',
  'KEP-5295 lists sig-docs among the participating SIGs, so docs review is expected.')
H('kep-5295-stage-mm', K, '5295', 'stage', M, 'beta', 'KYAML',
  'KYAML is still beta per the release team, keep the flag on.',
  'neighbouring stage (stable -> beta)')
H('kep-2025-owner', K, '2025', 'owning-sig', V, 'SIG Cloud Provider', 'KEP-2025',
  'KEP-2025 (konnectivity in both directions) is owned by SIG Cloud Provider.')
H('kep-2025-reviewer', K, '2025', 'reviewers', V, '@caesarxuchao', 'enhancement 2025',
  'For enhancement 2025 the reviewers include @caesarxuchao and a few network folks.')
H('kep-671-status-mm', K, '671', 'status', M, 'implementable', 'Support Out-of-Tree IBM Cloud Provider',
  'Support Out-of-Tree IBM Cloud Provider was marked implementable last year.',
  'neighbouring status (provisional -> implementable)')
H('kep-671-stage-unk', K, '671', 'stage', U, 'alpha', 'KEP 671',
  'KEP 671 (IBM out-of-tree provider) stage: alpha',
  'kep.yaml of KEP 671 has no stage')
H('kep-2225-owner', K, '2225', 'owning-sig', V, 'sig-contributor-experience', 'Contributor Site',
  'Contributor Site is a sig-contributor-experience effort, see also sig-docs.')
H('kep-2225-updated-mm', K, '2225', 'last-updated', M, 'Jan 5, 2021', 'KEP-2225',
  'KEP-2225 was last updated Jan 5, 2021.',
  'last-updated shifted by one day')
H('kep-2831-beta', K, '2831', 'milestone.beta', V, 'v1.27', 'Kubelet OpenTelemetry Tracing',
  'Release team sync: Kubelet OpenTelemetry Tracing went beta in v1.27; API server tracing is tracked in a separate KEP.')
H('kep-2831-stable-mm', K, '2831', 'milestone.stable', M, 'v1.33', 'KEP 2831',
  'KEP 2831 kubelet tracing GA\'d in v1.33 alongside the API server tracing work.',
  'stable milestone one minor release earlier')
H('kep-2845-stable', K, '2845', 'milestone.stable', V, 'v1.26', 'KEP-2845',
  'Deprecating the klog flags (KEP-2845) reached stable in v1.26.')
H('kep-2845-author-mm', K, '2845', 'authors', M, 'dims', 'KEP-2845',
  'KEP-2845 author: dims',
  'an approver of the same KEP given as author')
H('kep-5905-owner', K, '5905', 'owning-sig', V, 'SIG Instrumentation', '#5905',
  'Migrating kubernetes-mixin (#5905) is owned by SIG Instrumentation.')
H('kep-5905-beta', K, '5905', 'milestone.beta', V, 'v1.38', 'KEP-5905',
  'KEP-5905 plans beta for v1.38 if the alpha goes smoothly.')
H('kep-1645-stage', K, '1645', 'stage', V, 'beta', 'Multi-Cluster Services API',
  'Multi-Cluster Services API is at beta; sig-network participates.')
H('kep-1645-approver-mm', K, '1645', 'approvers', M, '@johnbelamaric', 'KEP 1645',
  'Minutes: KEP 1645 was approved by @johnbelamaric.',
  'a reviewer of the same KEP given as approver')
H('kep-1645-stable-unk', K, '1645', 'milestone.stable', U, 'v1.30', '#1645',
  'MCS API (#1645) goes GA in v1.30, I think?',
  'kep.yaml of KEP 1645 has no milestone.stable')
H('kep-1611-stable', K, '1611', 'milestone.stable', V, 'v1.20', 'KEP-1611',
  'KEP-1611, the NetworkPolicy test DSL rework, was done as stable in v1.20.')
H('kep-1611-alpha-unk', K, '1611', 'milestone.alpha', U, 'v1.18', 'KEP-1611',
  'Tracker row | KEP-1611 | alpha: v1.18',
  'kep.yaml of KEP 1611 has no milestone.alpha')
H('kep-2365-beta-mm', K, '2365', 'milestone.beta', M, 'v1.21', 'IngressClass Namespaced Params',
  'IngressClass Namespaced Params went beta in v1.21.',
  'beta milestone replaced by the alpha milestone of the same KEP')
H('kep-2365-status', K, '2365', 'status', V, 'implemented', 'KEP 2365',
  'KEP 2365 status: implemented (robscott)')
H('kep-265-stable', K, '265', 'milestone.stable', V, '1.11', 'KEP-265',
  'IPVS load balancing mode GA\'d in 1.11 (KEP-265).')
H('kep-265-alpha-mm', K, '265', 'milestone.alpha', M, 'v1.9', 'KEP-265',
  'KEP-265 came in as alpha in v1.9 if I remember right.',
  'alpha milestone replaced by the beta milestone of the same KEP')
H('kep-3015-created', K, '3015', 'creation-date', V, '2025/01/23', 'enhancement 3015',
  'PreferSameNode traffic distribution (enhancement 3015) - created 2025/01/23.')
H('kep-3015-owner-mm', K, '3015', 'owning-sig', M, 'SIG Apps', 'KEP 3015',
  'KEP 3015 is owned by SIG Apps, I believe.',
  'a different SIG (sig-network -> SIG Apps)')
H('kep-5495-stage', K, '5495', 'stage', V, 'deprecated', 'KEP-5495',
  'KEP-5495 (ipvs mode in kube-proxy) stage is deprecated now.')
H('kep-5495-alpha-unk', K, '5495', 'milestone.alpha', U, 'v1.35', 'KEP-5495',
  'KEP-5495 alpha was v1.35 according to my notes.',
  'kep.yaml of KEP 5495 has no milestone.alpha')
H('kep-135-owner', K, '135', 'owning-sig', V, 'SIG Node', 'Seccomp to GA',
  'Seccomp to GA was a SIG Node KEP with api-machinery and auth participating.')
H('kep-135-approver', K, '135', 'approvers', V, '@derekwaynecarr', 'KEP 135',
  'KEP 135 approvers included @derekwaynecarr.')
H('kep-2371-beta', K, '2371', 'milestone.beta', V, 'v1.37', '#2371',
  'cAdvisor-less CRI stats (#2371) is going beta in v1.37.')
H('kep-2371-alpha-mm', K, '2371', 'milestone.alpha', M, 'v1.28', 'KEP-2371',
  'Tracking issue comment: KEP-2371 alpha landed in v1.28, the same release as KEP-3085.',
  'alpha milestone one minor release earlier')
H('kep-2535-beta', K, '2535', 'milestone.beta', V, 'v1.35', 'Ensure Secret Pulled Images',
  'Email to sig-node: Ensure Secret Pulled Images reached beta in v1.35, and #2371 follows later.')
H('kep-2535-owner-mm', K, '2535', 'owning-sig', M, 'sig-auth', 'KEP 2535',
  'KEP 2535 is owned by sig-auth (the image credential folks).',
  'a participating SIG of the same KEP given as owner')
H('kep-2625-stable', K, '2625', 'milestone.stable', V, 'v1.33', 'SMT aware cpumanager policy',
  'SMT aware cpumanager policy went stable in v1.33.')
H('kep-281-status', K, '281', 'status', V, 'removed', 'KEP-281',
  'Dynamic Kubelet Configuration (KEP-281) status: removed.')
H('kep-281-beta-mm', K, '281', 'milestone.beta', M, 'v1.10', 'KEP 281',
  'KEP 281 went beta in v1.10 before it was pulled.',
  'beta milestone one minor release earlier')
H('kep-3085-stable', K, '3085', 'milestone.stable', V, '1.37', 'KEP 3085',
  'Pod networking ready condition (KEP 3085) goes stable in 1.37.')
H('kep-3545-beta', K, '3545', 'milestone.beta', V, '1.28', 'KEP-3545',
  'KEP-3545 multi-NUMA alignment was beta in 1.28.')
H('kep-3545-updated-mm', K, '3545', 'last-updated', M, '2024-11-16', 'KEP-3545',
  'KEP-3545 last updated 2024-11-16.',
  'day digits changed (06 -> 16)')
H('kep-3695-stable', K, '3695', 'milestone.stable', V, 'v1.36', '#3695',
  'PodResources API for DRA (#3695) GA in v1.36.')
H('kep-3721-created-mm', K, '3721', 'creation-date', M, 'June 5, 2025', 'Support for env files',
  'Support for env files was created June 5, 2025.',
  'creation date one day earlier')
H('kep-4205-alpha', K, '4205', 'milestone.alpha', V, 'v1.33', 'Expose PSI Metrics',
  'Expose PSI Metrics alpha shipped in v1.33.')
H('kep-4781-status', K, '4781', 'status', V, 'provisional', 'KEP-4781',
  'KEP-4781 (kubelet restart keeps pod status) is provisional.')
H('kep-585-beta-mm', K, '585', 'milestone.beta', M, '1.13', 'KEP 585',
  'RuntimeClass (KEP 585) became beta in 1.13.',
  'beta milestone one minor release earlier')
H('kep-585-author', K, '585', 'authors', V, '@tallclair', 'Runtime Class',
  '@tallclair wrote the Runtime Class KEP.')
H('kep-5945-stable', K, '5945', 'milestone.stable', V, 'v1.39', 'DRA Optional Node Preparation',
  'DRA Optional Node Preparation targets stable in v1.39.')
H('kep-6035-psig', K, '6035', 'participating-sigs', V, 'sig-security', 'Exec session identity propagation',
  'Exec session identity propagation has sig-security participating.')
H('kep-3031-stable-unk', K, '3031', 'milestone.stable', U, 'v1.27', 'KEP-3031',
  'Signing release artifacts (KEP-3031) went GA in v1.27.',
  'kep.yaml of KEP 3031 has no milestone.stable')
H('kep-3031-beta', K, '3031', 'milestone.beta', V, 'v1.26', 'KEP-3031',
  'KEP-3031 went beta in v1.26, owned by sig-release.')
H('kep-1451-stable-mm', K, '1451', 'milestone.stable', M, 'v1.21', 'Multi Scheduling Profiles',
  'Scheduler changelog digest: Multi Scheduling Profiles went GA in v1.21, Pod Topology Spread two releases earlier.',
  'stable milestone one minor release earlier')
H('kep-2891-owner', K, '2891', 'owning-sig', V, 'sig-scheduling', 'KEP-2891',
  'Simplified Scheduler Config (KEP-2891) belongs to sig-scheduling.')
H('kep-5055-beta-mm', K, '5055', 'milestone.beta', M, 'v1.35', 'KEP-5055',
  'DRA roundup: KEP-5055 (DRA device taints) went beta in v1.35, while consumable capacity (KEP-5075) is still catching up.',
  'beta milestone one minor release earlier')
H('kep-5491-beta-unk', K, '5491', 'milestone.beta', U, 'v1.37', 'KEP-5491',
  'DRA list types for attributes, KEP-5491, goes beta in v1.37.',
  'milestone.beta of KEP 5491 is empty')
H('kep-895-beta', K, '895', 'milestone.beta', V, '1.18', 'Pod Topology Spread',
  'Pod Topology Spread was beta in 1.18.')
H('kep-1491-stable', K, '1491', 'milestone.stable', V, 'v1.26', 'KEP 1491',
  'vSphere CSI migration (KEP 1491) GA in v1.26.')
H('kep-1495-alpha-mm', K, '1495', 'milestone.alpha', M, 'v1.17', 'Volume Populators',
  'sig-storage minutes: Volume Populators first shipped as alpha in v1.17; CSI migration for vSphere came around the same time.',
  'alpha milestone one minor release earlier')
H('kep-1855-created', K, '1855', 'creation-date', V, '2020-06-09', 'KEP-1855',
  'KEP-1855 (service account token for CSI) was created 2020-06-09.')
H('kep-1885-beta', K, '1885', 'milestone.beta', V, 'v1.21', '#1885',
  'Azurefile CSI migration (#1885) went beta in v1.21.')
H('kep-2451-status', K, '2451', 'status', V, 'replaced', 'Service Account Token Volumes',
  'Service Account Token Volumes is replaced by newer work.')
H('kep-2451-latest-unk', K, '2451', 'latest-milestone', U, 'v1.20', 'KEP 2451',
  'KEP 2451 latest milestone: v1.20',
  'kep.yaml of KEP 2451 has no latest-milestone')
H('kep-361-created-unk', K, '361', 'creation-date', U, '2017-06-20', 'KEP-361',
  'KEP-361 (local ephemeral storage isolation) was created 2017-06-20.',
  'kep.yaml of KEP 361 has no creation-date')
H('kep-5541-alpha', K, '5541', 'milestone.alpha', V, 'v1.36', 'Report Last Used Time On a PVC',
  'Report Last Used Time On a PVC went alpha in v1.36.')
H('kep-625-approver-mm', K, '625', 'approvers', M, '@msau42', 'KEP 625',
  'Tracker row | KEP 625 | approver: @msau42 | reviewer: @saadali',
  'a reviewer of the same KEP given as approver')
H('kep-3041-owner', K, '3041', 'owning-sig', V, 'sig-testing', 'KEP-3041',
  'KEP-3041 (NodeConformance labels cleanup) is a sig-testing KEP.')
H('kep-1001-stable', K, '1001', 'milestone.stable', V, 'v1.20', 'Supporting CRI-containerD on Windows',
  'Windows SIG retro: Supporting CRI-containerD on Windows went stable in v1.20; CPU and memory affinity (KEP-4885) started much later.')
H('kep-4885-beta-unk', K, '4885', 'milestone.beta', U, 'v1.34', 'KEP-4885',
  'Windows CPU and memory affinity (KEP-4885) is planned for beta in v1.34.',
  'milestone.beta of KEP 4885 is empty')
H('kep-1101-status', K, '1101', 'status', V, 'provisional', 'Immutable Fields',
  'Immutable Fields is still provisional after all these years.')
H('kep-1101-stage-unk', K, '1101', 'stage', U, 'beta', 'KEP-1101',
  'KEP-1101 is at beta now.',
  'kep.yaml of KEP 1101 has no stage')
H('kep-1281-owner', K, '1281', 'owning-sig', V, 'sig-api-machinery', 'API Server Network Proxy',
  'API Server Network Proxy is a sig-api-machinery KEP.')
H('kep-2885-stable', K, '2885', 'milestone.stable', V, '1.27', 'KEP 2885',
  'Server-side unknown field validation (KEP 2885) went GA in 1.27.')
H('kep-95-approver', K, '95', 'approvers', V, '@lavalamp', 'KEP-95',
  '@lavalamp approved KEP-95 (graduate CRDs to GA).')
H('kep-981-owner', K, '981', 'owning-sig', V, 'sig-apps', 'KEP 981',
  'KEP 981 (PDB for custom resources) is owned by sig-apps.')
H('kep-nowhere-9871', K, None, 'milestone.beta', U, 'v1.36', 'KEP-9871',
  'KEP-9871 went beta in v1.36.',
  'no KEP 9871 exists in the corpus')
H('kep-nowhere-title', K, None, 'owning-sig', U, 'SIG Autoscaling', 'Pod Eviction Budget Forecasting',
  'Pod Eviction Budget Forecasting is owned by SIG Autoscaling.',
  'no KEP titled Pod Eviction Budget Forecasting exists anywhere')
H('kep-nowhere-7315', K, None, 'status', U, 'implementable', '#7315',
  'Enhancement #7315 is implementable per the tracker.',
  'no KEP 7315 exists in the corpus')

# ============================================================== SOP front matter (hand)
H('sop-bestbet-owner', S, 'G:manual/add-a-best-bet.html.md', 'owner_slack', V, '#govuk-search',
  'Add a best bet to site search',
  'If "Add a best bet to site search" looks wrong, ask in #govuk-search - they own it.')
H('sop-bestbet-section-mm', S, 'G:manual/add-a-best-bet.html.md', 'section', M, 'Publishing',
  'add a best bet to site search',
  'fyi the add a best bet to site search page lives in the Publishing section of the manual',
  'a neighbouring section of the same manual (Search on GOV.UK -> Publishing)')
H('sop-redis-owner-mm', S, 'G:manual/clear-the-redis-cache.html.md', 'owner_slack', M, '#govuk-searchandnav',
  'Clear the Redis cache for site search',
  'Runbook "Clear the Redis cache for site search" - owner channel #govuk-searchandnav.',
  'a similar search-team channel from other pages (#govuk-search -> #govuk-searchandnav)')
H('sop-kibana-section', S, 'G:manual/kibana.html.md', 'section', V, 'Logging',
  'Query Kibana (includes useful queries)',
  'Query Kibana (includes useful queries) is filed under Logging, next to the Logit page.')
H('sop-kibana-owner', S, 'G:manual/kibana.html.md', 'owner_slack', V, '#govuk-platform-engineering-team',
  'the Kibana query page',
  'Handover: the Kibana query page is owned by #govuk-platform-engineering-team.', desc=True)
H('sop-sentry-type', S, 'G:manual/sentry.html.md', 'type', V, 'learn',
  'alphagov__govuk-developer-docs/source/manual/sentry.html.md',
  'alphagov__govuk-developer-docs/source/manual/sentry.html.md has type: learn')
H('sop-sentry-section-mm', S, 'G:manual/sentry.html.md', 'section', M, 'Logging',
  'alphagov__govuk-developer-docs/source/manual/sentry.html.md',
  'Docs audit: alphagov__govuk-developer-docs/source/manual/sentry.html.md -> section Logging',
  'a neighbouring section (Monitoring and alerting -> Logging)')
H('sop-banner-owner', S, 'G:manual/emergency-publishing.html.md', 'owner_slack', V, '#govuk-publishing',
  'Deploy an emergency banner',
  'Incident review: we followed "Deploy an emergency banner"; questions went to #govuk-publishing as the page says.')
H('sop-banner-section-mm', S, 'G:manual/emergency-publishing.html.md', 'section', M, 'Frontend',
  'deploy an emergency banner',
  'deploy an emergency banner -- section: Frontend',
  'section of the sibling page "Deploy a banner to certain pages" (Publishing -> Frontend)')
H('sop-mirror-section', S, 'G:manual/fall-back-to-mirror.html.md', 'section', V, 'Deployment',
  'GOV.UK content mirrors',
  'The GOV.UK content mirrors page sits in the Deployment section.')
H('sop-mirror-owner-mm', S, 'G:manual/fall-back-to-mirror.html.md', 'owner_slack', M, '#govuk-platform-engineering-team',
  'GOV.UK content mirrors',
  'Who owns GOV.UK content mirrors? The index says #govuk-platform-engineering-team.',
  'owner of the sibling page "Fall back to AWS CloudFront" (#govuk-web-support -> #govuk-platform-engineering-team)')
H('sop-dns-type', S, 'G:manual/dns.html.md', 'type', V, 'learn', 'Domain Name System (DNS) records',
  'Domain Name System (DNS) records is a learn page, not a how-to.')
H('sop-dns-section', S, 'G:manual/dns.html.md', 'section', V, 'Infrastructure', 'domain name system (dns) records',
  'wiki: domain name system (dns) records -> Infrastructure (owned by platform engineering)')
H('sop-oncall-section-mm', S, 'G:manual/on-call.html.md', 'section', M, 'Incidents',
  'GOV.UK Technical On-Call Support',
  'Onboarding email: read GOV.UK Technical On-Call Support in the Incidents section before your first shift.',
  'section of another incident page (Incident management -> Incidents)')
H('sop-oncall-owner', S, 'G:manual/on-call.html.md', 'owner_slack', V, '#govuk-developers',
  'GOV.UK Technical On-Call Support',
  'GOV.UK Technical On-Call Support: owner #govuk-developers')
H('sop-yubikey-parent-unk', S, 'G:manual/setup-a-yubikey.html.md', 'parent', U, '/manual.html',
  'Set up a YubiKey',
  'Set up a YubiKey hangs off /manual.html like the other security pages.',
  'the page has no parent in its front matter')
H('sop-yubikey-section', S, 'G:manual/setup-a-yubikey.html.md', 'section', V, 'Security', '"Set up a YubiKey"',
  'Ticket reply: "Set up a YubiKey" is in the Security section, owned by #govuk-developers.')
H('sop-ga4-owner', S, 'G:manual/implementation-record.html.md', 'owner_slack', V, '#govuk-ga4',
  'GA4 Implementation Record', 'GA4 Implementation Record - ask #govuk-ga4.')
H('sop-licensify-owner-mm', S, 'G:manual/licensing.html.md', 'owner_slack', M, '#govuk-licencing',
  'Licensify - supporting licensing',
  'Licensify - supporting licensing is owned by #govuk-licencing.',
  'spelling changed (licensing -> licencing)')
H('sop-ratelimit-section', S, 'G:manual/rate-limiting.html.md', 'section', V, 'Infrastructure',
  'rate limiting page', 'The rate limiting page is in Infrastructure.', desc=True)
H('sop-secrets-owner', S, 'G:manual/secrets-manager.html.md', 'owner_slack', V, '#govuk-platform-engineering-team',
  'Retrieve shared credentials from AWS Secrets Manager',
  'Retrieve shared credentials from AWS Secrets Manager (owner: #govuk-platform-engineering-team)')
H('sop-tfc-type-mm', S, 'G:manual/terraform-cloud.html.md', 'type', M, 'how-to',
  'alphagov__govuk-developer-docs/source/manual/terraform-cloud.html.md',
  'alphagov__govuk-developer-docs/source/manual/terraform-cloud.html.md is a how-to page.',
  'a different page type (learn -> how-to)')
H('sop-incident-owner', S, 'G:manual/incident-what-to-do.html.md', 'owner_slack', V, '@nila.patel',
  "So, you're having an incident",
  "So, you're having an incident: page owner is @nila.patel, not a channel.")
H('sop-incident-section-mm', S, 'G:manual/incident-what-to-do.html.md', 'section', M, 'Incident management',
  "so, you're having an incident",
  "so, you're having an incident -> section Incident management",
  'section of the sibling on-call page (Incidents -> Incident management)')
H('sop-transition-parent', S, 'G:manual/configure-transition-mappings.html.md', 'parent', V, '/transition-a-site.html',
  'Configure transition mappings for a site',
  'Configure transition mappings for a site is a child of /transition-a-site.html.')
H('sop-amazonmq-owner', S, 'G:manual/amazonmq.html.md', 'owner_slack', V, '#govuk-content-apis',
  'Manage Amazon MQ', 'On-call handover: Manage Amazon MQ is looked after by #govuk-content-apis; search pages go to the search team.')
H('sop-amazonmq-reviewed-unk', S, 'G:manual/amazonmq.html.md', 'last_reviewed_on', U, '2025-03-01',
  'Manage Amazon MQ', 'Manage Amazon MQ was last reviewed on 2025-03-01.',
  'the page has no last_reviewed_on in its front matter')
H('sop-brakeman-section-mm', S, 'G:manual/brakeman.html.md', 'section', M, 'Security',
  'alphagov__govuk-developer-docs/source/manual/brakeman.html.md',
  'alphagov__govuk-developer-docs/source/manual/brakeman.html.md section: Security',
  'a plausible neighbouring section (Testing -> Security)')
H('sop-account-owner', S, 'G:manual/govuk-account.html.md', 'owner_slack', V, '#find-and-view-tech',
  'How does the GOV.UK Account work?',
  'Re "How does the GOV.UK Account work?" - owner is #find-and-view-tech.')
H('sop-getemails-owner-mm', S, 'G:manual/get-emails-about-this-page.html.md', 'owner_slack', M, '#find-and-view-tech',
  'get emails about this page exemptions',
  'The get emails about this page exemptions doc is owned by #find-and-view-tech.',
  'owner of another page (#find-and-view-govuk -> #find-and-view-tech)', desc=True)
H('sop-provision-owner', S, 'G:manual/provision-machines-for-data-science-research.html.md', 'owner_slack', V,
  '#data-products', 'Provision machines for data science research',
  'Provision machines for data science research - owner #data-products')
H('sop-ckan-owner', S, 'G:manual/data-gov-uk-2nd-line.html.md', 'owner_slack', V, '#govuk-data-support',
  'Common support tasks for data.gov.uk and CKAN',
  '2nd line: Common support tasks for data.gov.uk and CKAN is owned by #govuk-data-support; the architecture page belongs to #datagovuk-technical.')
H('sop-ckan-reviewin-unk', S, 'G:manual/data-gov-uk-2nd-line.html.md', 'review_in', U, '6 months',
  'Common support tasks for data.gov.uk and CKAN',
  'Common support tasks for data.gov.uk and CKAN is due for review every 6 months.',
  'the page has no review_in in its front matter')
H('sop-rdssnap-reviewed', S, 'C:other-topics/rds-snapshots.html.md.erb', 'last_reviewed_on', V, '21 April 2026',
  'RDS Snapshots', 'RDS Snapshots was last reviewed 21 April 2026.')
H('sop-rdssnap-reviewin-mm', S, 'C:other-topics/rds-snapshots.html.md.erb', 'review_in', M, '12 months',
  'rds snapshots', 'rds snapshots - review cycle 12 months',
  'review interval of the sibling RDS creation pages (6 months -> 12 months)')
H('sop-troubleshooting-reviewed', S, 'C:other-topics/troubleshooting.html.md.erb', 'last_reviewed_on', V,
  'November 12, 2025', 'Troubleshooting guide',
  'Troubleshooting guide: last reviewed November 12, 2025; next review due in spring.')
H('sop-redis-create-reviewed-mm', S, 'C:deploying-an-app/redis/create.html.md.erb', 'last_reviewed_on', M,
  '2024-12-28', 'Creating a Redis cluster',
  'Creating a Redis cluster | last_reviewed_on 2024-12-28 | review_in 12 months',
  'review date shifted by one day')
H('sop-redis-create-owner-unk', S, 'C:deploying-an-app/redis/create.html.md.erb', 'owner_slack', U,
  '#cloud-platform', '"Creating a Redis cluster"',
  'Slack: "Creating a Redis cluster" is owned by #cloud-platform, right?',
  'the page has no owner_slack in its front matter')
H('sop-rdb-create-reviewin', S, 'C:deploying-an-app/relational-databases/create.html.md.erb', 'review_in', V,
  '12 months', 'Creating a relational database',
  'Wiki reply: Creating a relational database gets reviewed every 12 months, unlike Migrating an RDS instance.')
H('sop-rdb-create-reviewed-mm', S, 'C:deploying-an-app/relational-databases/create.html.md.erb',
  'last_reviewed_on', M, '27 September 2025', 'Creating a relational database',
  'Audit: Creating a relational database last reviewed 27 September 2025.',
  'year changed (2024 -> 2025)')
H('sop-rdb-upgrade-reviewed', S, 'C:deploying-an-app/relational-databases/upgrade.html.md.erb', 'last_reviewed_on',
  V, '2026-04-10', 'Upgrading a database version or changing the instance type',
  'Upgrading a database version or changing the instance type was reviewed on 2026-04-10 (the Aurora one was not).')
H('sop-cleanup-reviewed-mm', S, 'C:deploying-an-app/cleaning-up.html.md.erb', 'last_reviewed_on', M,
  'February 25, 2025', 'Removing an unneeded namespace',
  'Removing an unneeded namespace was last reviewed February 25, 2025.',
  'year changed (2026 -> 2025)')
H('sop-netpol-reviewed', S, 'C:networking/network-policy.html.md.erb', 'last_reviewed_on', V, '5 Aug 2025',
  'Network Policies', 'Review log: Network Policies - reviewed 5 Aug 2025; Blocking egress traffic was done a few weeks earlier.')
H('sop-maint-reviewin', S, 'C:other-topics/maintenance-page.html.md.erb', 'review_in', V, '6 months',
  'Applying a Maintenance Page', 'Applying a Maintenance Page: review in 6 months.')
H('sop-maint-reviewed-mm', S, 'C:other-topics/maintenance-page.html.md.erb', 'last_reviewed_on', M, '2025-03-05',
  'applying a maintenance page',
  'applying a maintenance page was last reviewed 2025-03-05',
  'review date of sibling pages such as Cloud Platform Disaster Recovery (2025-03-11 -> 2025-03-05)')
H('sop-dr-reviewed', S, 'C:other-topics/cloud-platform-disaster-recovery.html.md.erb', 'last_reviewed_on', V,
  'March 5, 2025', 'Cloud Platform Disaster Recovery',
  'Cloud Platform Disaster Recovery - last reviewed March 5, 2025 (Cloud Platform Support was a few days later).')
H('sop-rdsblock-reviewed-mm', S, 'C:other-topics/rds-upgrade-blockers.html.md.erb', 'last_reviewed_on', M,
  '2026-04-21', 'Troubleshooting RDS Upgrades with Logical Replication',
  'Troubleshooting RDS Upgrades with Logical Replication, reviewed 2026-04-21.',
  'review date of the sibling RDS Snapshots page (2026-04-16 -> 2026-04-21)')
H('sop-podres-reviewed', S, 'C:deploying-an-app/pod-resource-general-guideline.html.md.erb', 'last_reviewed_on', V,
  '13 February 2026', 'General Guidelines for Pod Requests and Limits',
  'General Guidelines for Pod Requests and Limits - last reviewed 13 February 2026.')
H('sop-nslimits-reviewin-mm', S, 'C:concepts/namespace-limits.html.md.erb', 'review_in', M, '3 months',
  'Namespace/Container Resource Limits',
  'Namespace/Container Resource Limits is on a 3 months review cycle.',
  'a different review interval (6 months -> 3 months)')
H('sop-os-create-reviewed', S, 'C:deploying-an-app/opensearch/create.html.md.erb', 'last_reviewed_on', V,
  '2025-01-21', 'Creating an OpenSearch domain',
  'Creating an OpenSearch domain last_reviewed_on: 2025-01-21')
H('sop-os-create-reviewin', S, 'C:deploying-an-app/opensearch/create.html.md.erb', 'review_in', V, '12 months',
  'ministryofjustice__cloud-platform-user-guide/source/documentation/deploying-an-app/opensearch/create.html.md.erb',
  'ministryofjustice__cloud-platform-user-guide/source/documentation/deploying-an-app/opensearch/create.html.md.erb: review_in 12 months')
H('sop-kubectl-reviewed-mm', S, 'C:getting-started/kubectl-config.html.md.erb', 'last_reviewed_on', M,
  '1 May 2024', "Connecting to the Cloud Platform's Kubernetes cluster",
  "Connecting to the Cloud Platform's Kubernetes cluster was reviewed 1 May 2024.",
  'year changed (2025 -> 2024)')
H('sop-secrets-reviewed', S, 'C:other-topics/secrets.html.md.erb', 'last_reviewed_on', V, '2025/05/06',
  'Secrets overview', 'Docs health check: Secrets overview reviewed 2025/05/06, same day as the namespace definition files page.')
H('sop-secteam-owner-unk', S, 'C:security/security-team-engagement.html.md.erb', 'owner_slack', U,
  '#cloud-platform-security', 'Security Team Engagement',
  'Security Team Engagement is owned by #cloud-platform-security.',
  'the page has no owner_slack in its front matter')
H('sop-aigov-owner', S, 'T:governance/ai-governance-framework.html.md.erb', 'owner_slack', V,
  '#tda-and-solution-surgery', 'Engineering AI Governance Framework',
  'Engineering AI Governance Framework - owner #tda-and-solution-surgery, review in 3 months.')
H('sop-aigov-reviewed-mm', S, 'T:governance/ai-governance-framework.html.md.erb', 'last_reviewed_on', M,
  '2025-12-21', 'Engineering AI Governance Framework',
  'Engineering AI Governance Framework was last reviewed 2025-12-21.',
  'day digits swapped (12 -> 21)')
H('sop-inclusion-reviewed', S, 'T:principles/inclusion-in-software-engineering.html.md.erb', 'last_reviewed_on',
  V, 'May 7, 2026', 'Inclusion in software engineering',
  'Inclusion in software engineering - reviewed May 7, 2026.')
H('sop-inclusion-reviewin-mm', S, 'T:principles/inclusion-in-software-engineering.html.md.erb', 'review_in', M,
  '6 months', 'inclusion in software engineering',
  'inclusion in software engineering: review_in 6 months',
  'a different review interval (3 months -> 6 months)')
H('sop-docsupport-reviewed', S, 'T:standards/documenting-how-your-service-is-supported.html.md.erb',
  'last_reviewed_on', V, '10 July 2025', 'Documenting how your service is supported',
  'Documenting how your service is supported was last reviewed 10 July 2025.')
H('sop-ooh-owner', S, 'T:standards/out-of-hours.html.md.erb', 'owner_slack', V, '#operations-engineering-alerts',
  'Supporting services out of hours',
  'Supporting services out of hours is owned by #operations-engineering-alerts.')
H('sop-ooh-reviewed-mm', S, 'T:standards/out-of-hours.html.md.erb', 'last_reviewed_on', M, '2024-11-29',
  'supporting services out of hours', 'supporting services out of hours reviewed 2024-11-29',
  'review date shifted by one day')
H('sop-jdfe-owner-unk', S, 'T:standards/justice-digital-front-end-engineering-standards.html.md.erb', 'owner_slack',
  U, '#frontend', 'Justice Digital Front End Engineering Standards',
  'Justice Digital Front End Engineering Standards is owned by #frontend.',
  'the page has no owner_slack in its front matter')
H('sop-jdfe-reviewin', S, 'T:standards/justice-digital-front-end-engineering-standards.html.md.erb', 'review_in', V,
  '6 months', 'Justice Digital Front End Engineering Standards',
  'Justice Digital Front End Engineering Standards: review every 6 months; the software standards page uses the same cycle.')
H('sop-codefreeze-owner', S, 'T:standards/code-freezes.html.md.erb', 'owner_slack', V, '#hosting',
  'Avoid code freezes', 'Standards index: Avoid code freezes is owned by #hosting, while How to host services sits with operations engineering.')
H('sop-codefreeze-reviewin-mm', S, 'T:standards/code-freezes.html.md.erb', 'review_in', M, '3 months',
  '"Avoid code freezes"', 'Minutes: "Avoid code freezes" has a 3 months review cadence.',
  'review interval of the sibling standards pages (6 months -> 3 months)')
H('sop-hosting-reviewed', S, 'T:standards/hosting.html.md.erb', 'last_reviewed_on', V, '30 December 2024',
  'How to host services', 'How to host services - last reviewed 30 December 2024.')
H('sop-hosting-owner-mm', S, 'T:standards/hosting.html.md.erb', 'owner_slack', M, '#hosting',
  'how to host services',
  'how to host services is owned by #hosting',
  'owner channel of the sibling page Avoid code freezes (#operations-engineering-alerts -> #hosting)')
H('sop-naming-reviewin', S, 'T:standards/naming-things.html.md.erb', 'review_in', V, '3 months',
  'Naming things standard', 'The Naming things standard is reviewed every 3 months.')
H('sop-nowhere-varnish', S, None, 'owner_slack', U, '#govuk-platform-engineering-team',
  'Rotate the Varnish purge tokens',
  'Rotate the Varnish purge tokens is owned by #govuk-platform-engineering-team.',
  'no page titled Rotate the Varnish purge tokens exists anywhere')
H('sop-nowhere-kafka', S, None, 'last_reviewed_on', U, '2025-06-02', 'Decommission a Kafka topic',
  'Decommission a Kafka topic was last reviewed 2025-06-02.',
  'no page titled Decommission a Kafka topic exists anywhere')

# ============================================================== own CSV: sot/labs.csv (hand)
H('lab-501-pi', L, 'LB-501', 'principal_investigator', V, 'Ottilie Varnquist', 'LB-501',
  'Audit report: LB-501 is run by Ottilie Varnquist; no open findings.')
H('lab-501-budget', L, 'LB-501', 'annual_budget_eur', V, '€412,500', 'Quillmere Cryobiology Lab',
  'Finance email: the Quillmere Cryobiology Lab has an annual budget of €412,500 for this year.')
H('lab-501-audit-mm', L, 'LB-501', 'last_audit_on', M, '9 March 2026', 'lb501',
  'Handover note: lb501 last audited 9 March 2026 per my notes; LB-502 is due before Christmas.',
  'month changed (February -> March)')
H('lab-502-building', L, 'LB-502', 'building', V, 'Harrowvane Hall', 'LB 502',
  'LB 502 is in Harrowvane Hall, same building as the cryo lab.')
H('lab-502-pi-mm', L, 'LB-502', 'principal_investigator', M, 'Evander Muirhouse', 'Brasswick Soil Microbiome Lab',
  'Minutes: Brasswick Soil Microbiome Lab (PI Evander Muirhouse) asked for more freezer space.',
  'PI of LB-512, which shares the gas chromatograph with this lab')
H('lab-503-bsl', L, 'LB-503', 'biosafety_level', V, 'BSL-1', 'LB-503',
  'Safety wiki > Containment: LB-503 operates at BSL-1, so no gowning needed (unlike LB-506 over in Caldwyck).')
H('lab-503-opened-mm', L, 'LB-503', 'opened_on', M, '22 June 2008', 'Tallowmoor Photonics Lab',
  'Open day leaflet: "Tallowmoor Photonics Lab opened on 22 June 2008 and hosts the femtosecond laser."',
  'year one earlier (2009 -> 2008)')
H('lab-503-hood-unk', L, 'LB-503', 'fume_hood_count', U, '4', 'LB-503',
  'Ticket reply: LB-503 has 4 fume hoods, please book one in advance.',
  'labs.csv has no fume hood column')
H('lab-504-benches', L, 'LB-504', 'bench_count', V, '22', 'Venstrake Polymer Synthesis Lab',
  'Venstrake Polymer Synthesis Lab: 22 benches, fourth floor.')
H('lab-504-budget-mm', L, 'LB-504', 'annual_budget_eur', M, '1,119,000', 'LB-504',
  'Budget tracker | LB-504 | EUR 1,119,000 | approved',
  'digits swapped (1,190,000 -> 1,119,000)')
H('lab-504-floor', L, 'LB-504', 'floor', V, '4', 'Venstrake Polymer Synthesis Lab',
  'stand-up: moving the GPC out of Venstrake Polymer Synthesis Lab (it is on floor 4) on Monday')
H('lab-505-discipline', L, 'LB-505', 'discipline', V, 'neuroimaging', 'LB-505',
  'Space committee row: LB-505 - discipline: neuroimaging, PI Isolde Marchetti-Rausk.')
H('lab-505-opened', L, 'LB-505', 'opened_on', V, 'October 7, 2019', 'LB-505',
  'LB-505 opened on October 7, 2019, the same year the MRI arrived.')
H('lab-505-benches-mm', L, 'LB-505', 'bench_count', M, '8', 'LB 505',
  'Re: desk booking - LB 505 has 8 benches in the control room, so max eight visitors at once.',
  'bench count of a sibling lab (6 -> 8)')
H('lab-506-bsl-mm', L, 'LB-506', 'biosafety_level', M, 'BSL-2', 'Ashgrove Vector Virology Lab',
  'Ashgrove Vector Virology Lab runs at BSL-2 like the tissue lab downstairs.',
  'neighbouring containment level (BSL-3 -> BSL-2)')
H('lab-506-status', L, 'LB-506', 'status', V, 'restricted', 'LB-506',
  'Access note: LB-506 status is restricted, badge plus escort.')
H('lab-506-floor', L, 'LB-506', 'floor', V, '5', 'Ashgrove Vector Virology Lab',
  'Ashgrove Vector Virology Lab is on floor 5 of Caldwyck Pavilion.')
H('lab-507-audit-unk', L, 'LB-507', 'last_audit_on', U, '2025-07-14', 'LB-507',
  'Audit report, section 3: LB-507 was last audited on 2025-07-14; LB-516 next door was audited the month after.',
  'last_audit_on of LB-507 is empty in labs.csv')
H('lab-507-building', L, 'LB-507', 'building', V, 'Saltmarrow Annex', 'Wrenholt Marine Sediment Lab',
  'Wrenholt Marine Sediment Lab sits in the Saltmarrow Annex.')
H('lab-508-floor', L, 'LB-508', 'floor', V, '-1', 'LB-508',
  'Delivery instructions: LB-508 is on level -1 (vibration isolation), use the goods lift at the back.')
H('lab-508-budget', L, 'LB-508', 'annual_budget_eur', V, '3,020,000', 'Glimmerdale Quantum Devices Lab',
  'Finance minutes: Glimmerdale Quantum Devices Lab annual budget: EUR 3,020,000, the largest in the Orrinford Building.')
H('lab-508-pi-mm', L, 'LB-508', 'principal_investigator', M, 'Maelis Drovanek', 'lb508',
  'slack #facilities: lb508 PI is Maelis Drovanek, right? need a signature for the helium order',
  'PI of the sibling lab LB-503 in the same building')
H('lab-509-audit', L, 'LB-509', 'last_audit_on', V, '4 Dec 2025', 'Cobbleridge Plant Phenomics Lab',
  'Audit summary: Cobbleridge Plant Phenomics Lab was audited on 4 Dec 2025; Pellinor Battery Materials Lab is next.')
H('lab-509-building-mm', L, 'LB-509', 'building', M, 'Saltmarrow Annex', 'LB-509',
  'Tracker row | LB-509 | Saltmarrow Annex | growth chambers 3-6 | ok',
  'building of another lab (Greenhythe Glasshouses -> Saltmarrow Annex)')
H('lab-510-status', L, 'LB-510', 'status', V, 'under renovation', 'Marrowfield Protein Crystallography Lab',
  'Marrowfield Protein Crystallography Lab is under renovation until spring.')
H('lab-510-pi', L, 'LB-510', 'principal_investigator', V, 'Ottokar Vellingham', 'LB-510',
  'LB-510 is led by Ottokar Vellingham; the cryo-EM is there too.')
H('lab-511-audit-mm', L, 'LB-511', 'last_audit_on', M, '2026-05-12', 'LB-511',
  'Minutes, safety committee: LB-511 last audit 2026-05-12, no findings; LB-517 audit scheduled.',
  'audit date shifted by one day')
H('lab-511-discipline', L, 'LB-511', 'discipline', V, 'biomedical engineering', 'Dunmarrow Tissue Engineering Lab',
  'Dunmarrow Tissue Engineering Lab (biomedical engineering) shares the cytometer with LB-506.')
H('lab-512-bench-unk', L, 'LB-512', 'bench_count', U, '9 benches', 'Heathwick Atmospheric Chemistry Lab',
  'Space survey: Heathwick Atmospheric Chemistry Lab has 9 benches, all in use.',
  'bench_count of LB-512 is empty in labs.csv')
H('lab-512-opened', L, 'LB-512', 'opened_on', V, '2012-07-02', 'Heathwick Atmospheric Chemistry Lab',
  'History page: Heathwick Atmospheric Chemistry Lab opened 2012-07-02, a year before the plant phenomics lab.')
H('lab-513-budget-mm', L, 'LB-513', 'annual_budget_eur', M, '1,480,800', 'Stonevale Mass Spectrometry Core',
  'FY26 budget sheet: Stonevale Mass Spectrometry Core budget EUR 1,480,800 (incl. service contracts).',
  'digits swapped (1,408,800 -> 1,480,800)')
H('lab-513-pi', L, 'LB-513', 'principal_investigator', V, 'Giedre Falkenrath', 'lb513',
  'for lb513 talk to Giedre Falkenrath, she also keeps the Orbitrap')
H('lab-514-benches-mm', L, 'LB-514', 'bench_count', M, '18', 'Larkspire Zebrafish Facility',
  'Ticket reply: the Larkspire Zebrafish Facility has 18 benches, so we can host the summer students.',
  'bench count of the sibling lab LB-509 (20 -> 18)')
H('lab-515-status', L, 'LB-515', 'status', V, 'active', 'LB-515',
  'Weekly status email - LB-515 status: active; the battery cycler is running at capacity.')
H('lab-515-opened-mm', L, 'LB-515', 'opened_on', M, 'September 14, 2021', 'Pellinor Battery Materials Lab',
  'Anniversary post: Pellinor Battery Materials Lab opened on September 14, 2021 - five years of electrochemistry!',
  'year one later (2020 -> 2021)')
H('lab-516-status-mm', L, 'LB-516', 'status', M, 'active', 'Kestrelmoor Paleoclimate Lab',
  'Space review: Kestrelmoor Paleoclimate Lab is active and keeps its three rooms in Saltmarrow Annex.',
  'neighbouring status (decommissioning -> active)')
H('lab-516-pi', L, 'LB-516', 'principal_investigator', V, 'Barnaby Oyelaran-Hume', 'LB-516',
  'Decommissioning plan for LB-516 signed off by the PI, Barnaby Oyelaran-Hume.')
H('lab-517-opened', L, 'LB-517', 'opened_on', V, '10 January 2022', 'Thistlecombe Infection Modelling Lab',
  'Wiki > Labs > Thistlecombe Infection Modelling Lab: opened on 10 January 2022, epidemiology group.')
H('lab-517-phone-unk', L, 'LB-517', 'phone_extension', U, '4417', 'LB-517',
  'Reception list: LB-517 phone extension is 4417.',
  'labs.csv has no phone extension column')
H('lab-518-status-mm', L, 'LB-518', 'status', M, 'active', 'Yarrowby Acoustics Lab',
  'Stand-up: Yarrowby Acoustics Lab is active now, the anechoic rig is being commissioned.',
  'neighbouring status (commissioning -> active)')
H('lab-518-audit', L, 'LB-518', 'last_audit_on', V, '2026-11-02', 'LB-518',
  'Audit log: LB-518 was audited on 2026-11-02 - first audit since opening.')
H('lab-nowhere-519', L, None, 'principal_investigator', U, 'Ottilie Varnquist', 'LB-519',
  'Email: the new LB-519 is run by Ottilie Varnquist, same as the cryo lab.',
  'no lab LB-519 exists in labs.csv or anywhere else')
H('lab-nowhere-name', L, None, 'building', U, 'Orrinford Building', 'Quarrybrook Rheology Lab',
  'Visitor FAQ: Quarrybrook Rheology Lab is in the Orrinford Building, second floor.',
  'no lab called Quarrybrook Rheology Lab exists anywhere')

# ============================================================== own YAML: sot/instruments.yaml (hand)
H('in-801-custodian', I, 'IN-801', 'custodian', V, 'Wilhelmina Ostrava-Keene', 'IN-801',
  'Booking help: for IN-801 the custodian is Wilhelmina Ostrava-Keene; for the diffractometer ask Ottokar.')
H('in-801-caldue-mm', I, 'IN-801', 'calibration.interval_days', M, '90', 'Kryovane Cryo-EM Microscope',
  'SOP draft: the Kryovane Cryo-EM Microscope gets calibrated every 90 days by the vendor.',
  'interval halved (180 -> 90)')
H('in-801-sharing', I, 'IN-801', 'labs_sharing', V, 'LB-501', 'IN-801',
  'Sharing agreement: IN-801 is shared with LB-501 (Tuesdays and Thursdays).')
H('in-801-trained', I, 'IN-801', 'trained_users', V, 'Dagny Holmqvist-Ruiz', 'Kryovane Cryo-EM Microscope',
  'Dagny Holmqvist-Ruiz is trained on the Kryovane Cryo-EM Microscope.')
H('in-802-expires-mm', I, 'IN-802', 'contract.expires', M, '2027-12-31', 'IN-802',
  'Procurement: IN-802 service contract expires 2027-12-31, no renewal needed this year.',
  'year one later (2026 -> 2027)')
H('in-802-hours', I, 'IN-802', 'hours_used', V, '14,875', 'Brightfield Orbitrap Mass Spectrometer',
  'Usage report Q3: the Brightfield Orbitrap Mass Spectrometer has logged 14,875 hours in total.')
H('in-802-trained-mm', I, 'IN-802', 'trained_users', M, 'Ottokar Vellingham', 'IN-802',
  'Training matrix: IN-802 trained users include Ottokar Vellingham and Giedre Falkenrath.',
  'a person trained on IN-801, not on this instrument')
H('in-802-sharing-unk', I, 'IN-802', 'labs_sharing', U, 'LB-504', 'IN-802',
  'IN-802 is shared with LB-504.',
  'IN-802 has no labs_sharing field')
H('in-803-vendor', I, 'IN-803', 'contract.vendor', V, 'Magnovar Medical Systems', 'Harrowline 7T MRI Scanner',
  'Harrowline 7T MRI Scanner service contract: Magnovar Medical Systems.')
H('in-803-lab', I, 'IN-803', 'lab', V, 'LB-505', 'IN-803',
  'IN-803 is housed in LB-505.')
H('in-803-caldone-mm', I, 'IN-803', 'calibration.last_done', M, '2026-09-28', 'IN-803',
  'Incident review: IN-803 was last calibrated 2026-09-28, two days before the artefacts appeared.',
  'day digit changed (18 -> 28)')
H('in-803-sharing-mm', I, 'IN-803', 'labs_sharing', M, 'LB-514', 'Harrowline 7T MRI Scanner',
  'Harrowline 7T MRI Scanner is shared with LB-514.',
  'a lab that shares the sibling cytometer, not this scanner')
H('in-804-status', I, 'IN-804', 'status', V, 'under repair', 'IN-804',
  'Stand-up: IN-804 is under repair, use the Marlowe cytometer room for imaging prep instead.')
H('in-804-contract-unk', I, 'IN-804', 'contract.vendor', U, 'Lumivane', 'Sablecrest Confocal Microscope',
  'Sablecrest Confocal Microscope service contract is with Lumivane.',
  'IN-804 has no contract mapping')
H('in-804-acquired', I, 'IN-804', 'acquired', V, '29 February 2016', 'IN-804',
  'IN-804 was acquired on 29 February 2016.')
H('in-805-status-mm', I, 'IN-805', 'status', M, 'operational', 'Tidewater X-ray Diffractometer',
  'Slack: Tidewater X-ray Diffractometer is operational again?? someone booked it for Friday',
  'neighbouring status (offline -> operational)')
H('in-805-interval', I, 'IN-805', 'calibration.interval_days', V, '365', 'IN-805',
  'Calibration plan: IN-805 calibration interval: 365 days, same as the biosafety cabinet IN-810.')
H('in-805-trained-unk', I, 'IN-805', 'trained_users', U, 'Ottokar Vellingham', 'IN-805',
  'IN-805 trained users include Ottokar Vellingham.',
  'IN-805 has no trained_users field')
H('in-806-model', I, 'IN-806', 'model', V, 'Tallowlux FS-2', 'Pellavane Femtosecond Laser',
  'Laser safety briefing: the Pellavane Femtosecond Laser is a Tallowlux FS-2, class 4.')
H('in-806-expires-mm', I, 'IN-806', 'contract.expires', M, 'March 8, 2028', 'IN-806',
  'Renewals list: IN-806 contract expires March 8, 2028; the MRI contract runs longer.',
  'date shifted by one day')
H('in-807-custodian-mm', I, 'IN-807', 'custodian', M, 'Nimue Castellane', 'IN-807',
  'Handover: IN-807 custodian: Nimue Castellane while the PI is on sabbatical.',
  'a trained user of the same instrument given as custodian')
H('in-807-cal-unk', I, 'IN-807', 'calibration.last_done', U, '2026-05-20', 'Glasswing Dilution Refrigerator',
  'Glasswing Dilution Refrigerator was last calibrated 2026-05-20.',
  'IN-807 has no calibration mapping')
H('in-807-hours', I, 'IN-807', 'hours_used', V, '17520', 'IN-807',
  'Helium usage review: IN-807 hours used: 17520 (basically running nonstop since install).')
H('in-808-sharing', I, 'IN-808', 'labs_sharing', V, 'LB-502', 'Emberquill Gas Chromatograph',
  'Booking rules: the Emberquill Gas Chromatograph is shared with LB-502; the isotope spectrometer is retired.')
H('in-808-caldone', I, 'IN-808', 'calibration.last_done', V, '30 June 2026', 'IN-808',
  'Quality audit: IN-808 last calibrated 30 June 2026, next due end of September.')
H('in-809-interval-mm', I, 'IN-809', 'calibration.interval_days', M, '60', 'IN-809',
  'QA checklist: IN-809 calibration interval 60 days (same as the laser).',
  'interval of the sibling laser IN-806 (30 -> 60)')
H('in-809-trained', I, 'IN-809', 'trained_users', V, 'Hallvard Ketteridge', 'Marlowe Flow Cytometer',
  'Training log: Hallvard Ketteridge is trained on the Marlowe Flow Cytometer as of last week.')
H('in-810-contract-unk', I, 'IN-810', 'contract.expires', U, '2027-05-01', 'IN-810',
  'IN-810 contract expires 2027-05-01.',
  'IN-810 has no contract mapping')
H('in-810-acquired-mm', I, 'IN-810', 'acquired', M, '2018-02-05', 'Rookhaven Biosafety Cabinet',
  'Asset audit: Rookhaven Biosafety Cabinet acquired 2018-02-05, the year LB-506 opened.',
  'month and day swapped (05-02 -> 02-05)')
H('in-811-expires', I, 'IN-811', 'contract.expires', V, '2026-07-17', 'IN-811',
  'Procurement ticket: IN-811 contract expired 2026-07-17 - please raise a renewal PO.')
H('in-811-custodian', I, 'IN-811', 'custodian', V, 'Rosalind Okonkwo-Tarr', 'Ondine Sediment Core Scanner',
  'Fieldwork email: bring cores to the Ondine Sediment Core Scanner; custodian is Rosalind Okonkwo-Tarr.')
H('in-812-hours-mm', I, 'IN-812', 'hours_used', M, '10,513', 'IN-812',
  'Annual report: IN-812 has logged 10,513 hours of plant imaging.',
  'digits swapped (10,315 -> 10,513)')
H('in-812-vendor', I, 'IN-812', 'contract.vendor', V, 'Phenovane Systems', 'Verdigris Plant Imaging Gantry',
  'Contract register: Verdigris Plant Imaging Gantry contract vendor: Phenovane Systems, renewal due next summer.')
H('in-813-status', I, 'IN-813', 'status', V, 'operational', 'IN-813',
  'Ops dashboard note: IN-813 status: operational (IN-805 still offline).')
H('in-813-vendor-mm', I, 'IN-813', 'contract.vendor', M, 'Voltrane Instruments', 'Corvale Battery Cycler',
  'Corvale Battery Cycler contract vendor: Voltrane Instruments.',
  'vendor name altered (Voltrane Energy -> Voltrane Instruments)')
H('in-814-lab', I, 'IN-814', 'lab', V, 'LB-518', 'IN-814',
  'Commissioning report: IN-814 belongs to LB-518 and is not yet bookable by LB-503.')
H('in-814-cal-unk', I, 'IN-814', 'calibration.interval_days', U, '90', 'Hollowmere Anechoic Test Rig',
  'Hollowmere Anechoic Test Rig calibration interval: 90 days.',
  'IN-814 has no calibration mapping')
H('in-815-status-mm', I, 'IN-815', 'status', M, 'offline', 'IN-815',
  'Audit finding: IN-815 is offline but still listed on the booking site.',
  'neighbouring status (retired -> offline)')
H('in-815-sharing', I, 'IN-815', 'labs_sharing', V, 'LB-512', 'Starling Isotope Ratio Spectrometer',
  'Legacy asset note: the Starling Isotope Ratio Spectrometer is shared with LB-512 until disposal.')
H('in-816-custodian', I, 'IN-816', 'custodian', V, 'Ysolde Harkavy', 'IN-816',
  'Handover: IN-816 custodian: Ysolde Harkavy; the confocal (IN-804) stays with Auberon.')
H('in-816-acquired-mm', I, 'IN-816', 'acquired', M, '2023-11-14', 'Fenlight Zebrafish Sorting Robot',
  'Fenlight Zebrafish Sorting Robot acquired 2023-11-14.',
  'date shifted by one day')
H('in-nowhere-817', I, None, 'custodian', U, 'Ysolde Harkavy', 'IN-817',
  'Booking system: IN-817 custodian: Ysolde Harkavy (new sorter).',
  'no instrument IN-817 exists anywhere')
