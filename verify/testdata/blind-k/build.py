#!/usr/bin/env python3
"""Build and check the blind labelled set verify-k.

Loads the real sources of truth (KEP kep.yaml files, SOP front matter) and the two invented
sources under sot/, checks every hand-written case against them, and writes cases.json
deterministically only when every check passes.
"""
import csv, datetime, glob, json, os, re, sys
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
CORPORA = '/work/shared/corpora'
KEPROOT = os.path.join(CORPORA, 'structured/kubernetes__enhancements')
SOPROOT = os.path.join(CORPORA, 'sop')
CSV_PATH = 'sot/pumping_stations.csv'
YAML_PATH = 'sot/treatment_works.yaml'
PLACEHOLDERS = {'', 'tbd', '0.0', 'null', 'none', '~', '[]', 'n/a'}

# ---------------------------------------------------------------- loading
def load_keps():
    keps = {}
    for p in sorted(glob.glob(os.path.join(KEPROOT, 'keps/**/kep.yaml'), recursive=True)):
        d = yaml.load(open(p, encoding='utf-8'), Loader=yaml.BaseLoader)
        if not isinstance(d, dict):
            continue
        rel = os.path.relpath(p, KEPROOT)
        keps[str(d.get('kep-number', ''))] = (rel, d)
    return keps

def front_matter(path):
    lines = open(path, encoding='utf-8').read().split('\n')
    idx = [i for i, l in enumerate(lines) if l.strip() == '---']
    if len(idx) < 2 or idx[0] != 0:
        return None
    try:
        d = yaml.load('\n'.join(lines[1:idx[1]]), Loader=yaml.BaseLoader)
    except yaml.YAMLError:
        return None
    return d if isinstance(d, dict) else None

def words(s):
    return re.sub(r'[^a-z0-9]+', ' ', s.lower()).split()

def load_sop():
    pages = {}
    for p in sorted(glob.glob(os.path.join(SOPROOT, '**/*.md*'), recursive=True)):
        d = front_matter(p)
        if d is not None:
            pages[os.path.relpath(p, SOPROOT)] = d
    return pages

def load_csv():
    with open(os.path.join(HERE, CSV_PATH), encoding='utf-8', newline='') as f:
        rows = list(csv.DictReader(f))
    return {r['station_id']: r for r in rows}

def load_yaml():
    d = yaml.load(open(os.path.join(HERE, YAML_PATH), encoding='utf-8'), Loader=yaml.BaseLoader)
    return d['treatment_works']

def get_field(rec, field):
    cur = rec
    for part in field.split('.'):
        if not isinstance(cur, dict) or part not in cur:
            return None
        cur = cur[part]
    return cur

# ---------------------------------------------------------------- normalisation
MONTHS = '%B', '%b'
DATE_FORMATS = ['%Y-%m-%d', '%Y/%m/%d', '%d %B %Y', '%d %b %Y', '%B %d %Y', '%b %d %Y',
                '%d/%m/%Y', '%d.%m.%Y']

def parse_date(s):
    t = s.strip().lower()
    t = re.sub(r'\b(\d{1,2})(st|nd|rd|th)\b', r'\1', t)
    t = re.sub(r'\bthe\b', ' ', t)
    t = re.sub(r'\bof\b', ' ', t)
    t = re.sub(r'\bsept\b', 'sep', t)
    t = re.sub(r'[,]', ' ', t)
    t = re.sub(r'\s+', ' ', t).strip()
    for fmt in DATE_FORMATS:
        try:
            return datetime.datetime.strptime(t, fmt).date().isoformat()
        except ValueError:
            pass
    return None

def norm(v):
    s = str(v).strip().strip('"\'\u201c\u201d\u2018\u2019`').strip()
    d = parse_date(s)
    if d:
        return d
    s = s.lower()
    s = re.sub(r'^(kubernetes|k8s)\s+', '', s)
    s = re.sub(r'^v(?=\d)', '', s)
    if re.fullmatch(r'\d{1,3}(,\d{3})+(\.\d+)?', s):
        s = s.replace(',', '')
    return re.sub(r'[\s\-_]+', '', s)

def is_empty(v):
    if v is None:
        return True
    if isinstance(v, list):
        return len([x for x in v if str(x).strip().lower() not in PLACEHOLDERS]) == 0
    if isinstance(v, dict):
        return len(v) == 0
    return str(v).strip().lower() in PLACEHOLDERS

def as_sot_value(v):
    if isinstance(v, list):
        return json.dumps(v)
    return str(v)

# ---------------------------------------------------------------- cases
# (verdict, field, record, subject, fact, text, how)
# record: kep -> kep-number; sop -> title; own -> ID; None -> subject exists nowhere.
# how: mismatch -> how the value was altered; unknown -> reason.
V, M, U = 'verified', 'mismatch', 'unknown'

KEP = [
 (V, 'milestone.stable', '2784', 'KEP-2784', 'v1.24',
  'KEP-2784 (CSR Duration) graduated to stable in v1.24, so the expirationSeconds field is GA now.', ''),
 (V, 'milestone.alpha', '1024', 'NodeLocal DNS Cache', 'Kubernetes 1.13',
  'Fun fact for the newsletter: NodeLocal DNS Cache first shipped as an alpha feature back in Kubernetes 1.13.', ''),
 (V, 'milestone.beta', '614', 'SCTP support', '1.19',
  'SCTP support went beta in 1.19 and was promoted to GA one release later.', ''),
 (V, 'owning-sig', '614', 'KEP 614', 'SIG Network',
  'KEP 614 is owned by SIG Network, so route SCTP questions to their Thursday meeting.', ''),
 (V, 'authors', '624', 'Scheduling Framework', '@misterikkit',
  'The original Scheduling Framework proposal was co-written by @misterikkit and Bobby Salamat.', ''),
 (V, 'kep-number', '554', 'Volume Scheduling Limits', '554',
  'Checked again this morning: the enhancement number for "Volume Scheduling Limits" is 554.', ''),
 (V, 'milestone.stable', '2254', 'cgroups v2', 'Kubernetes v1.25',
  'cgroups v2 support hit general availability in Kubernetes v1.25; the tracking issue can be closed.', ''),
 (V, 'status', '5284', 'enhancement 5284', 'implementable',
  'Status check from the release team: enhancement 5284 is still marked implementable.', ''),
 (V, 'stage', '5284', 'Constrained Impersonation', 'beta',
  'Constrained Impersonation is at the beta stage this cycle; latest milestone is v1.36.', ''),
 (V, 'latest-milestone', '784', 'KEP-784', '1.33',
  'For KEP-784 the latest milestone is 1.33, and @aojea is one of the approvers.', ''),
 (V, 'authors', '4004', 'KEP-4004', '@HirazawaUi',
  '@HirazawaUi wrote KEP-4004, the one deprecating the kubeProxyVersion node field.', ''),
 (V, 'stage', '4004', 'KEP-4004', "'disabled'",
  "KEP-4004 now sits in the 'disabled' stage, with the field gone from the node status.", ''),
 (V, 'creation-date', '1194', 'Production Readiness Review Process', '31 July 2019',
  'The Production Readiness Review Process KEP was created on 31 July 2019 and is owned by sig-architecture.', ''),
 (V, 'participating-sigs', '1194', 'KEP-1194', 'SIG Release',
  'The PRR process, KEP-1194, lists SIG Release as a participating SIG.', ''),
 (V, 'approvers', '1194', 'KEP-1194', '@dims',
  'KEP-1194 was signed off by @dims, among others.', ''),
 (V, 'authors', '1314', 'Extended NodeRestrictions for Pods', 'tallclair',
  'Extended NodeRestrictions for Pods: authored by tallclair, owning SIG is auth.', ''),
 (V, 'latest-milestone', '1314', 'KEP 1314', '1.17',
  'KEP 1314 lists 1.17 as its latest milestone, which feels stale.', ''),
 (V, 'milestone.alpha', '3104', 'Introduce kuberc', 'v1.33',
  'Per the tracking sheet, Introduce kuberc went alpha in v1.33.', ''),
 (V, 'milestone.beta', '3104', 'KEP-3104', 'Kubernetes 1.34',
  'Release notes draft: kuberc (KEP-3104) reached beta in Kubernetes 1.34, behind the KUBECTL_KUBERC gate.', ''),
 (V, 'approvers', '3104', 'KEP-3104', '@ardaguclu',
  '@ardaguclu is the approver on KEP-3104, so ping him for the PRR.', ''),
 (V, 'last-updated', '1024', 'NodeLocal DNS Cache', 'September 23, 2020',
  "The NodeLocal DNS Cache KEP's metadata was last updated on September 23, 2020.", ''),
 (V, 'reviewers', '1864', '#1864', '@uablrek',
  '#1864 (disable LB node ports) had @uablrek as a reviewer.', ''),
 (V, 'milestone.stable', '1864', 'Optionally Disable Node Ports for Service Type=LoadBalancer', '1.24',
  'Optionally Disable Node Ports for Service Type=LoadBalancer reached stable in 1.24.', ''),
 (V, 'milestone.beta', '1864', 'KEP-1864', 'v1.22',
  'KEP-1864 moved to beta with v1.22 and allocateLoadBalancerNodePorts became on by default.', ''),
 (V, 'milestone.alpha', '34', 'KEP-34', 'v1.4',
  'KEP-34 (sysctl annotations promoted to pod fields) was alpha as far back as v1.4.', ''),
 (V, 'last-updated', '34', 'Protomote sysctl annotations to fields', '8 April 2021',
  '"Protomote sysctl annotations to fields" (typo and all) was last touched on 8 April 2021.', ''),
 (V, 'milestone.beta', '5474', 'Enable Writable Cgroups', 'v1.38',
  'Enable Writable Cgroups is slated for beta in v1.38 if the alpha goes smoothly.', ''),
 (V, 'authors', '5474', 'KEP-5474', '@chrishenzie',
  'KEP-5474 is co-authored by @chrishenzie.', ''),
 (V, 'creation-date', '5554', 'KEP-5554', '21 Sep 2025',
  'KEP-5554 (in-place pod resize with the static CPU manager policy) was opened on 21 Sep 2025 and belongs to SIG Node.', ''),
 (V, 'reviewers', '5554', 'KEP-5554', '@ffromani',
  'For KEP-5554, @ffromani is on the reviewer list.', ''),
 (V, 'participating-sigs', '5894', 'Node System Partition', 'SIG Scheduling',
  'Node System Partition needs SIG Scheduling to participate as well.', ''),
 (V, 'milestone.alpha', '5894', 'Node System Partition', 'Kubernetes v1.37',
  'Node System Partition (KEP-5894) lands as alpha in Kubernetes v1.37.', ''),
 (V, 'milestone.stable', '3094', 'KEP-3094', 'v1.33',
  'KEP-3094, taking taints/tolerations into account for PodTopologySpread skew, went GA in v1.33.', ''),
 (V, 'authors', '3094', 'KEP-3094', '@kerthcet',
  'KEP-3094 was written by @kerthcet.', ''),
 (V, 'milestone.alpha', '624', 'Scheduling Framework', '1.16',
  'Scheduling Framework: alpha in 1.16, stable a few releases after.', ''),
 (V, 'creation-date', '624', 'KEP-624', '2018/04/09',
  'KEP-624 creation date: 2018/04/09.', ''),
 (V, 'approvers', '714', 'Breaking apart the Kubernetes test tarball', 'spiffxp',
  'Breaking apart the Kubernetes test tarball was approved by spiffxp.', ''),
 (V, 'owning-sig', '714', 'KEP 714', 'sig-testing',
  'KEP 714 is looked after by sig-testing.', ''),
 (V, 'milestone.beta', '2804', 'KEP-2804', '1.26',
  'KEP-2804 (consolidating workload controller status) plans beta for 1.26.', ''),
 (V, 'reviewers', '6164', 'Eliminating Internal API Types', '@liggitt',
  'Eliminating Internal API Types is being reviewed by @liggitt, alongside deads2k and thockin.', ''),
 (V, 'status', '2314', 'Custom endpoints support for AWS Cloud Provider', 'provisional',
  'Custom endpoints support for AWS Cloud Provider is still provisional after all these years.', ''),
 # mismatches
 (M, 'milestone.beta', '2784', 'KEP-2784', 'v1.23',
  'CSR Duration (KEP-2784) went beta in v1.23.', 'neighbouring minor version (one later)'),
 (M, 'milestone.stable', '1024', 'NodeLocal DNS Cache', '1.19',
  'NodeLocal DNS Cache reached GA in 1.19, so we can drop the feature gate from our configs.', 'neighbouring minor version (one later)'),
 (M, 'creation-date', '614', 'SCTP support', 'June 14, 2019',
  "SCTP support's KEP was created on June 14, 2019.", 'same day, year one later'),
 (M, 'owning-sig', '614', 'KEP-614', 'sig-node',
  'KEP-614 is owned by sig-node.', 'another real SIG'),
 (M, 'kep-number', '624', 'Scheduling Framework', '642',
  'Reminder: the Scheduling Framework design lives in KEP-642.', 'digits transposed (number of no KEP in the corpus)'),
 (M, 'approvers', '2254', 'cgroups v2', '@mrunalp',
  'cgroups v2 was approved by @mrunalp.', 'another real SIG Node approver, not in the list'),
 (M, 'milestone.alpha', '5284', 'Constrained Impersonation', 'v1.34',
  'KEP-5284 Constrained Impersonation: alpha in v1.34, beta the release after.', 'neighbouring minor version (one earlier)'),
 (M, 'owning-sig', '5284', 'Constrained Impersonation', 'SIG API Machinery',
  'Constrained Impersonation is owned by SIG API Machinery.', 'another real SIG (reviewers come from there)'),
 (M, 'status', '784', 'KEP-784', 'implemented',
  'KEP-784 (kube-proxy component config) is marked implemented.', 'neighbouring status value'),
 (M, 'authors', '4004', 'KEP-4004', '@danwinship',
  'KEP-4004 was authored by @danwinship.', 'the approver/reviewer named instead of the author'),
 (M, 'creation-date', '4004', 'Deprecate status.nodeInfo.kubeProxyVersion field', '15 May 2024',
  '"Deprecate status.nodeInfo.kubeProxyVersion field" was created on 15 May 2024.', 'same day, year one later'),
 (M, 'last-updated', '1194', 'Production Readiness Review Process', 'Dec 15, 2021',
  'Production Readiness Review Process: last updated Dec 15, 2021.', 'same day, year one later'),
 (M, 'stage', '1314', 'KEP 1314', 'beta',
  'KEP 1314 (node restriction for pods) is at beta.', 'next stage'),
 (M, 'latest-milestone', '3104', 'Introduce kuberc', 'v1.35',
  'Introduce kuberc: latest milestone v1.35.', 'neighbouring minor version (one earlier)'),
 (M, 'approvers', '3104', 'KEP-3104', '@soltysh',
  'Approver for KEP-3104 is @soltysh.', 'an author named as approver'),
 (M, 'milestone.alpha', '1864', 'KEP-1864', '1.21',
  'Release notes: KEP-1864 introduced as alpha in 1.21.', 'neighbouring minor version (one later)'),
 (M, 'milestone.beta', '34', 'KEP-34', 'v1.12',
  'The sysctl fields work (KEP-34) went beta in v1.12.', 'neighbouring minor version (one later)'),
 (M, 'owning-sig', '34', 'Protomote sysctl annotations to fields', 'sig-auth',
  'Protomote sysctl annotations to fields is owned by sig-auth.', 'a participating SIG named as owner'),
 (M, 'milestone.stable', '5474', 'Enable Writable Cgroups', 'v1.40',
  'Enable Writable Cgroups is planned to go stable in v1.40.', 'neighbouring minor version (one later)'),
 (M, 'status', '5554', 'KEP-5554', 'provisional',
  'KEP-5554 status: provisional.', 'neighbouring status value'),
 (M, 'creation-date', '5894', 'Node System Partition', 'February 10, 2026',
  'Node System Partition was first proposed on February 10, 2026.', 'day changed within the same month'),
 (M, 'milestone.beta', '3094', 'KEP-3094', '1.27',
  'KEP-3094 graduated to beta in 1.27.', 'neighbouring minor version (one later)'),
 (M, 'owning-sig', '554', 'Volume Scheduling Limits', 'sig-scheduling',
  'Volume Scheduling Limits is owned by sig-scheduling.', 'the participating SIG named as owner'),
 (M, 'last-updated', '714', 'Breaking apart the Kubernetes test tarball', '16 Aug 2020',
  'Breaking apart the Kubernetes test tarball: last updated 16 Aug 2020.', 'same day, year one earlier'),
 (M, 'latest-milestone', '2804', 'KEP-2804', '1.25',
  'KEP-2804 latest milestone is 1.25.', 'neighbouring minor version (one later)'),
 (M, 'kep-number', '2784', 'CSR Duration', '2874',
  'CSR Duration is tracked as KEP 2874 in the enhancements repo.', 'two digits swapped (number of no KEP in the corpus)'),
 # unknowns
 (U, 'participating-sigs', '6164', 'Eliminating Internal API Types', 'SIG Architecture',
  'Eliminating Internal API Types also pulls in SIG Architecture as a participating SIG.', 'participating-sigs is empty (null) for this KEP'),
 (U, 'last-updated', '6164', 'KEP-6164', 'June 20, 2026',
  'KEP-6164 was last updated on June 20, 2026.', 'last-updated is empty (null) for this KEP'),
 (U, 'milestone.stable', '3104', 'KEP-3104', 'v1.37',
  'kuberc (KEP-3104) is targeting GA in v1.37.', 'milestone.stable is an empty string'),
 (U, 'stage', '2314', 'KEP 2314', 'alpha',
  'KEP 2314 is at stage alpha.', 'stage is empty (null) for this KEP'),
 (U, 'latest-milestone', '2314', 'Custom endpoints support for AWS Cloud Provider', 'v1.15',
  'Custom endpoints support for AWS Cloud Provider has v1.15 as its latest milestone.', 'latest-milestone is empty (null)'),
 (U, 'reviewers', '5474', 'Enable Writable Cgroups', '@haircommander',
  'Enable Writable Cgroups was reviewed by @haircommander.', 'reviewers is empty (null) for this KEP'),
 (U, 'last-updated', '1314', 'Extended NodeRestrictions for Pods', '2019-10-02',
  'Extended NodeRestrictions for Pods — last-updated 2019-10-02.', 'last-updated is empty (null) for this KEP'),
 (U, 'milestone.beta', '624', 'Scheduling Framework', 'Kubernetes 1.17',
  'Scheduling Framework went beta in Kubernetes 1.17.', 'the KEP has no milestone.beta'),
 (U, 'milestone.alpha', '2784', 'CSR Duration', 'v1.21',
  'CSR Duration was alpha in v1.21.', 'the KEP has no milestone.alpha (it started at beta)'),
 (U, 'milestone.beta', '5894', 'KEP-5894', 'v1.38',
  'KEP-5894 is expected to reach beta in v1.38.', 'the KEP has no milestone.beta'),
 (U, 'status', None, 'KEP-7384', 'implementable',
  'KEP-7384 was marked implementable last week.', 'no KEP 7384 exists'),
 (U, 'owning-sig', None, 'Pod Warm Restart Budgets', 'sig-node',
  'Pod Warm Restart Budgets is owned by sig-node.', 'no KEP with this title exists'),
 (U, 'milestone.alpha', None, 'enhancement 9174', 'v1.36',
  'enhancement 9174 landed as alpha in v1.36.', 'no KEP 9174 exists'),
]

SOP = [
 (V, 'owner_slack', 'Router error ratio too high', 'Router error ratio too high', '#govuk-platform-engineering-team',
  "The 'Router error ratio too high' runbook is owned by #govuk-platform-engineering-team.", ''),
 (V, 'owner_slack', 'Publisher: Unprocessed fact-check emails', 'Publisher: Unprocessed fact-check emails', '#govuk-whitehall-experience-tech',
  'If Publisher: Unprocessed fact-check emails fires, ping #govuk-whitehall-experience-tech.', ''),
 (V, 'section', 'PagerDuty', 'alphagov__govuk-developer-docs/source/manual/pagerduty.html.md', 'Monitoring and alerting',
  'alphagov__govuk-developer-docs/source/manual/pagerduty.html.md sits in the "Monitoring and alerting" section.', ''),
 (V, 'owner_slack', 'Reindex an Elasticsearch index', 'Reindex an Elasticsearch index', '#govuk-search',
  'Questions about Reindex an Elasticsearch index go to #govuk-search.', ''),
 (V, 'related_repos', 'Rename a country', 'Rename a country', 'content-tagger',
  'The Rename a country page lists content-tagger among its related repos.', ''),
 (V, 'last_reviewed_on', 'Namespace/Container Resource Limits', 'Namespace/Container Resource Limits', '6 May 2025',
  'Namespace/Container Resource Limits was last reviewed on 6 May 2025.', ''),
 (V, 'last_reviewed_on', 'Security Controls on the Cloud Platform', 'Security Controls on the Cloud Platform', '2025-09-15',
  'Security Controls on the Cloud Platform: reviewed 2025-09-15, next review due in six months.', ''),
 (V, 'review_in', 'Upgrading an OpenSearch version or changing the instance type', 'Upgrading an OpenSearch version or changing the instance type', '12 months',
  'Upgrading an OpenSearch version or changing the instance type — review cycle is 12 months.', ''),
 (V, 'last_reviewed_on', 'Using the CloudWatch data source in Grafana', 'Using the CloudWatch data source in Grafana', 'March 5, 2025',
  '"Using the CloudWatch data source in Grafana" was last checked on March 5, 2025.', ''),
 (V, 'last_reviewed_on', 'Network Policies', 'Network Policies', '5 August 2025',
  'Network Policies page: last reviewed 5 August 2025.', ''),
 (V, 'last_reviewed_on', 'RDS Snapshots', 'ministryofjustice__cloud-platform-user-guide/source/documentation/other-topics/rds-snapshots.html.md.erb', '2026/04/21',
  'ministryofjustice__cloud-platform-user-guide/source/documentation/other-topics/rds-snapshots.html.md.erb got its last review on 2026/04/21.', ''),
 (V, 'last_reviewed_on', 'Troubleshooting guide', 'Troubleshooting guide', 'Nov 12, 2025',
  'Troubleshooting guide — last reviewed Nov 12, 2025; it is on a six-month cycle.', ''),
 (V, 'owner_slack', 'Naming things', 'Naming things', '#operations-engineering-alerts',
  'The Naming things standard is owned by #operations-engineering-alerts.', ''),
 (V, 'review_in', 'Supporting services out of hours', 'Supporting services out of hours', '3 months',
  'Supporting services out of hours gets reviewed every 3 months.', ''),
 (V, 'last_reviewed_on', 'TDA Submission Template - Security Alignment', 'TDA Submission Template - Security Alignment', '18 February 2026',
  'TDA Submission Template - Security Alignment was last reviewed 18 February 2026.', ''),
 (V, 'type', 'Which browsers we support', 'Which browsers we support', 'learn',
  'Which browsers we support is a "learn" page rather than a how-to.', ''),
 (V, 'section', 'Rotate Fastly automation token for Prometheus exporter', 'Rotate Fastly automation token for Prometheus exporter', 'Monitoring and alerting',
  'Rotate Fastly automation token for Prometheus exporter is filed under Monitoring and alerting.', ''),
 (V, 'owner_slack', 'Manage OpenSearch on AWS', 'Manage OpenSearch on AWS', '#govuk-searchandnav',
  'Manage OpenSearch on AWS is maintained by #govuk-searchandnav.', ''),
 (V, 'owner_slack', 'Responsibilities of a Tech Lead', 'Responsibilities of a Tech Lead', '#govuk-tech-leads',
  'Responsibilities of a Tech Lead belongs to #govuk-tech-leads.', ''),
 (V, 'owner_slack', 'Terraform Cloud', 'Terraform Cloud', '#govuk-platform-engineering-team',
  'The Terraform Cloud page is looked after by #govuk-platform-engineering-team.', ''),
 (V, 'last_reviewed_on', 'Zero Downtime Deployments', 'Zero Downtime Deployments', 'the 5th of August 2025',
  'Zero Downtime Deployments was last reviewed on the 5th of August 2025.', ''),
 (V, 'last_reviewed_on', 'Migrating an RDS instance', 'Migrating an RDS instance', '13 March 2025',
  'Migrating an RDS instance: review done 13 March 2025.', ''),
 (V, 'review_in', 'Upgrading a database version of Aurora DB cluster', 'Upgrading a database version of Aurora DB cluster', '12 months',
  'Upgrading a database version of Aurora DB cluster is reviewed every 12 months.', ''),
 (V, 'last_reviewed_on', 'Using 3rd-party open source products', 'Using 3rd-party open source products', '28 Nov 2024',
  'Using 3rd-party open source products: last reviewed 28 Nov 2024, owner is ops engineering.', ''),
 (V, 'related_repos', 'Prevent an unhelpful autocomplete suggestion', 'Prevent an unhelpful autocomplete suggestion', 'search-admin',
  'Prevent an unhelpful autocomplete suggestion lists search-admin as a related repo.', ''),
 (V, 'section', 'Set up a YubiKey', 'Set up a YubiKey', 'Security',
  'Set up a YubiKey sits in the Security section of the manual.', ''),
 # mismatches
 (M, 'owner_slack', "So, you're having an incident", "So, you're having an incident", '#govuk-developers',
  "So, you're having an incident is owned by #govuk-developers.", 'another real owner channel of the manual'),
 (M, 'last_reviewed_on', 'Secrets overview', 'Secrets overview', '2025-05-16',
  'Secrets overview: last_reviewed_on 2025-05-16.', 'day changed by ten'),
 (M, 'review_in', 'Security testing and ITHC', 'Security testing and ITHC', '12 months',
  'Security testing and ITHC only needs a review every 12 months.', 'the other real review interval'),
 (M, 'owner_slack', 'Whitehall scheduled publishing', 'Whitehall scheduled publishing', '#govuk-content-apis',
  'Whitehall scheduled publishing alerts are owned by #govuk-content-apis.', 'another real owner channel'),
 (M, 'section', 'Manage Amazon MQ', 'Manage Amazon MQ', 'Publishing',
  'Manage Amazon MQ lives in the Publishing section.', 'another real section'),
 (M, 'last_reviewed_on', 'Storage Classes', 'Storage Classes', '5 March 2024',
  'Storage Classes was last reviewed on 5 March 2024.', 'same day, year one earlier'),
 (M, 'review_in', 'Persistent Volume encryption at rest and daily snapshots', 'Persistent Volume encryption at rest and daily snapshots', '3 months',
  'Persistent Volume encryption at rest and daily snapshots: review_in 3 months.', 'another real review interval'),
 (M, 'last_reviewed_on', 'Naming things', 'Naming things', '28 October 2024',
  'Naming things was last reviewed on 28 October 2024.', 'month one earlier'),
 (M, 'last_reviewed_on', 'Upgrading a Redis version or changing the instance type', 'Upgrading a Redis version or changing the instance type', 'Jan 17, 2025',
  'Upgrading a Redis version or changing the instance type was last reviewed Jan 17, 2025.', 'day changed by ten'),
 (M, 'owner_slack', 'TDA Submission Template - Data Alignment', 'TDA Submission Template - Data Alignment', '#operations-engineering-alerts',
  'TDA Submission Template - Data Alignment is owned by #operations-engineering-alerts.', 'another real MoJ owner channel'),
 (M, 'owner_slack', 'Run a load test with k6', 'Run a load test with k6', '#govuk-platform-engineering-team',
  'Run a load test with k6 is owned by #govuk-platform-engineering-team.', 'another real owner channel'),
 (M, 'related_repos', 'Transition a site to GOV.UK', 'Transition a site to GOV.UK', 'search-api',
  'Transition a site to GOV.UK has search-api as a related repo.', 'a real repo of another page, not in the list'),
 (M, 'last_reviewed_on', 'Publish prototypes on the web', 'Publish prototypes on the web', '2025-08-15',
  'Publish prototypes on the web — reviewed 2025-08-15.', 'day changed by ten'),
 (M, 'review_in', 'What is the Cloud Platform?', 'What is the Cloud Platform?', '12 months',
  'What is the Cloud Platform? is due for review every 12 months.', 'the other real review interval'),
 (M, 'owner_slack', 'Track frontend performance with SpeedCurve', 'Track frontend performance with SpeedCurve', '#govuk-developers',
  'Track frontend performance with SpeedCurve is looked after by #govuk-developers.', 'another real owner channel'),
 (M, 'last_reviewed_on', 'Removing an unneeded namespace', 'Removing an unneeded namespace', '25 February 2025',
  'Removing an unneeded namespace was last reviewed on 25 February 2025.', 'same day, year one earlier'),
 (M, 'section', 'Merge a Pull Request', 'Merge a Pull Request', 'Deployment',
  'Merge a Pull Request is in the Deployment section.', 'another real section'),
 # unknowns
 (U, 'last_reviewed_on', 'Setting up GitHub Actions CD with Helm', 'Setting up GitHub Actions CD with Helm', '2025-04-02',
  'Setting up GitHub Actions CD with Helm was last reviewed 2025-04-02.', 'the page has no last_reviewed_on'),
 (U, 'owner_slack', 'Network Policies', 'Network Policies', '#cloud-platform',
  'Network Policies is owned by #cloud-platform.', 'the page has no owner_slack'),
 (U, 'last_reviewed_on', 'Retire a gem', 'Retire a gem', '3 June 2025',
  'Retire a gem was last reviewed on 3 June 2025.', 'the page has no last_reviewed_on'),
 (U, 'review_in', 'Prometheus, grafana and alertmanager', 'Prometheus, grafana and alertmanager', '6 months',
  'Prometheus, grafana and alertmanager is reviewed every 6 months.', 'the page has no review_in'),
 (U, 'owner_slack', None, 'Rotate the Mailroom relay keys', '#govuk-developers',
  'Rotate the Mailroom relay keys is owned by #govuk-developers.', 'no page with this title exists'),
 (U, 'last_reviewed_on', None, 'alphagov__govuk-developer-docs/source/manual/restore-varnish-ban-lists.html.md', '1 May 2025',
  'alphagov__govuk-developer-docs/source/manual/restore-varnish-ban-lists.html.md was last reviewed 1 May 2025.', 'no page at this path exists'),
 (U, 'review_in', 'OFFICIAL SENSITIVE - can my service be hosted on the Cloud Platform?', 'OFFICIAL SENSITIVE - can my service be hosted on the Cloud Platform?', '6 months',
  'OFFICIAL SENSITIVE - can my service be hosted on the Cloud Platform? gets a review every 6 months.', 'the page has no review_in'),
]

OWN_CSV = [
 (V, 'commissioned', 'VWS-0104', 'Brackwillow Lift Station', '12 April 1968',
  'Brackwillow Lift Station (VWS-0104) was commissioned on 12 April 1968.', ''),
 (V, 'heritage_grade', 'VWS-0117', 'Tansey Moor Reservoir', 'II',
  'Tansey Moor Reservoir holds a Grade II heritage listing, so no cladding changes.', ''),
 (V, 'status', 'VWS-0129', 'VWS-0129', 'standby',
  'VWS-0129 (Oxhollow) is on standby at the moment.', ''),
 (V, 'capacity_m3_day', 'VWS-0133', 'Glimmerford Intake Pumping Station', '12,400',
  'Glimmerford Intake Pumping Station can push up to 12,400 m³ a day.', ''),
 (V, 'status', 'VWS-0146', 'Cawdle Bridge Pumping Station', 'under refurbishment',
  'Cawdle Bridge Pumping Station is currently under refurbishment, expect tankering.', ''),
 (V, 'district', 'VWS-0152', 'Wrenstock Service Reservoir', 'Saltmarsh Reach',
  'Wrenstock Service Reservoir sits in the Saltmarsh Reach district and is run by the estuary crew.', ''),
 (V, 'last_inspected', 'VWS-0168', 'Feverley Booster', '8 October 2025',
  'Feverley Booster was last inspected on 8 October 2025.', ''),
 (V, 'commissioned', 'VWS-0171', 'VWS-0171', '4 Sept 1912',
  'Durnhallow Reservoir (VWS-0171) went into service on 4 Sept 1912.', ''),
 (V, 'status', 'VWS-0185', 'VWS-0185', 'decommissioned',
  'Heads up: VWS-0185 at Pellowgate is decommissioned, please stop scheduling visits.', ''),
 (V, 'capacity_m3_day', 'VWS-0190', 'Skelbrook Borehole Station', '2,250',
  'Skelbrook Borehole Station — rated capacity 2,250 m3/day.', ''),
 (V, 'elevation_m', 'VWS-0203', 'Marrowby Booster', '58',
  'Marrowby Booster sits at 58 m above datum.', ''),
 (V, 'site_type', 'VWS-0214', 'Ashquill Clearwater Tank', 'reservoir',
  'Despite the name, Ashquill Clearwater Tank is classed as a reservoir in the asset register.', ''),
 (V, 'pump_count', 'VWS-0226', 'Thistlecombe Pumping Station', '6',
  'Thistlecombe Pumping Station runs 6 pumps.', ''),
 (V, 'operator_team', 'VWS-0238', 'Harrowmere Reservoir', 'Upland Impounding Team',
  'Harrowmere Reservoir is looked after by the Upland Impounding Team.', ''),
 (V, 'last_inspected', 'VWS-0104', 'VWS-0104', '3 Sep 2025',
  'VWS-0104 last inspection: 3 Sep 2025, no defects.', ''),
 (V, 'capacity_m3_day', 'VWS-0117', 'Tansey Moor Reservoir', '22500',
  'Tansey Moor Reservoir output: 22500 m³/day.', ''),
 (V, 'district', 'VWS-0129', 'Oxhollow Booster', 'Lowmead Vale',
  'Oxhollow Booster is in Lowmead Vale.', ''),
 (V, 'commissioned', 'VWS-0133', 'Glimmerford', 'March 9, 1987',
  'Glimmerford went live on March 9, 1987.', ''),
 (V, 'pump_count', 'VWS-0146', 'Cawdle Bridge Pumping Station', '4',
  'Cawdle Bridge Pumping Station has 4 duty/standby pumps.', ''),
 (V, 'operator_team', 'VWS-0168', 'Feverley Booster', 'Chalkdown Response Crew',
  'Feverley Booster is operated by Chalkdown Response Crew.', ''),
 (V, 'capacity_m3_day', 'VWS-0171', 'Durnhallow Reservoir', '31,000',
  'Durnhallow Reservoir is our biggest at 31,000 m³/day.', ''),
 (V, 'elevation_m', 'VWS-0185', 'Pellowgate Pumping Station', '118',
  'Pellowgate Pumping Station elevation: 118 m.', ''),
 (V, 'commissioned', 'VWS-0190', 'Skelbrook Borehole Station', '10 October 2011',
  'Skelbrook Borehole Station was commissioned 10 October 2011, the newest site in the Uplands.', ''),
 (V, 'last_inspected', 'VWS-0226', 'Thistlecombe', '30/09/2025',
  'Thistlecombe last inspection was on 30/09/2025.', ''),
 (V, 'heritage_grade', 'VWS-0171', 'Durnhallow Reservoir', 'II*',
  'Durnhallow Reservoir is Grade II* listed, planning consent needed for any works.', ''),
 # mismatches
 (M, 'pump_count', 'VWS-0104', 'Brackwillow Lift Station', '4',
  'Brackwillow Lift Station has 4 pumps.', 'one more than the source'),
 (M, 'commissioned', 'VWS-0117', 'Tansey Moor Reservoir', '1 July 1932',
  'Tansey Moor Reservoir was commissioned on 1 July 1932.', 'year one later'),
 (M, 'capacity_m3_day', 'VWS-0129', 'Oxhollow Booster', '590',
  'Oxhollow Booster capacity: 590 m³ per day.', 'digits reordered'),
 (M, 'operator_team', 'VWS-0133', 'Glimmerford Intake Pumping Station', 'Fellside Ops Crew',
  'Glimmerford Intake Pumping Station is run by Fellside Ops Crew.', 'another real operator team'),
 (M, 'last_inspected', 'VWS-0146', 'Cawdle Bridge Pumping Station', '14 February 2025',
  'Cawdle Bridge Pumping Station was last inspected on 14 February 2025.', 'month one later'),
 (M, 'capacity_m3_day', 'VWS-0152', 'Wrenstock Service Reservoir', '18,000',
  'Wrenstock Service Reservoir supplies 18,000 m³/day.', 'a leading digit added'),
 (M, 'status', 'VWS-0168', 'VWS-0168', 'standby',
  'VWS-0168 (Feverley) is on standby.', 'another real status value'),
 (M, 'district', 'VWS-0171', 'Durnhallow Reservoir', 'Northfell Uplands',
  'Durnhallow Reservoir is in the Northfell Uplands district.', 'another real district'),
 (M, 'status', 'VWS-0185', 'Pellowgate Pumping Station', 'operational',
  'Pellowgate Pumping Station is operational again.', 'another real status value'),
 (M, 'elevation_m', 'VWS-0190', 'Skelbrook Borehole Station', '167',
  'Skelbrook Borehole Station sits at 167 m.', 'digits reordered'),
 (M, 'commissioned', 'VWS-0203', 'Marrowby Booster', '26 January 1998',
  'Marrowby Booster was commissioned 26 January 1998.', 'year one earlier'),
 (M, 'last_inspected', 'VWS-0214', 'Ashquill Clearwater Tank', '2025-04-06',
  'Ashquill Clearwater Tank — last inspected 2025-04-06.', 'day changed by ten'),
 (M, 'capacity_m3_day', 'VWS-0226', 'Thistlecombe Pumping Station', '9,800',
  'Thistlecombe Pumping Station handles 9,800 m³/day.', 'a middle digit changed'),
 (M, 'district', 'VWS-0238', 'Harrowmere Reservoir', 'Saltmarsh Reach',
  'Harrowmere Reservoir is in Saltmarsh Reach.', 'another real district'),
 (M, 'heritage_grade', 'VWS-0117', 'Tansey Moor Reservoir', 'II*',
  'Tansey Moor Reservoir is Grade II* listed.', 'the neighbouring grade (II* instead of II)'),
 # unknowns
 (U, 'heritage_grade', 'VWS-0104', 'Brackwillow Lift Station', 'II',
  'Brackwillow Lift Station is Grade II listed.', 'heritage_grade is empty for this station'),
 (U, 'heritage_grade', 'VWS-0133', 'Glimmerford Intake Pumping Station', 'Grade II',
  'Glimmerford Intake Pumping Station: heritage Grade II.', 'heritage_grade is empty for this station'),
 (U, 'last_inspected', None, 'VWS-0177', '2 June 2025',
  'VWS-0177 was last inspected on 2 June 2025.', 'no station VWS-0177 exists'),
 (U, 'pump_count', None, 'Quorrin Hythe Pumping Station', '3',
  'Quorrin Hythe Pumping Station runs 3 pumps.', 'no station with this name exists'),
 (U, 'status', None, 'VWS-0250', 'operational',
  'VWS-0250 is operational.', 'no station VWS-0250 exists'),
 (U, 'backup_generator_kva', 'VWS-0146', 'Cawdle Bridge Pumping Station', '400 kVA',
  'Cawdle Bridge Pumping Station has a 400 kVA backup generator.', 'the register has no backup generator field'),
 (U, 'heritage_grade', 'VWS-0238', 'Harrowmere Reservoir', 'II',
  'Harrowmere Reservoir, heritage grade II.', 'heritage_grade is empty for this station'),
]

OWN_YAML = [
 (V, 'works_manager', 'VTW-11', 'Quillmere Water Treatment Works', 'Orla Stenhouse',
  'Quillmere Water Treatment Works is managed by Orla Stenhouse.', ''),
 (V, 'permit.expires', 'VTW-11', 'VTW-11', '31 March 2028',
  "VTW-11's abstraction permit expires 31 March 2028.", ''),
 (V, 'process', 'VTW-14', 'Stobbery Lane Treatment Works', 'membrane',
  'Stobbery Lane Treatment Works uses membrane filtration.', ''),
 (V, 'upgrade_programme', 'VTW-14', 'VTW-14', 'UV disinfection retrofit',
  'VTW-14 is currently in its UV disinfection retrofit.', ''),
 (V, 'opened', 'VTW-17', 'Harnwick Slow Sand Works', '14 March 1923',
  'Harnwick Slow Sand Works opened on 14 March 1923.', ''),
 (V, 'supplied_from', 'VTW-17', 'Harnwick Slow Sand Works', 'VWS-0238',
  'Harnwick Slow Sand Works draws raw water from VWS-0238.', ''),
 (V, 'certifications', 'VTW-21', 'Orrinshaw Borehole Works', 'ISO 45001',
  'Orrinshaw Borehole Works is ISO 45001 certified.', ''),
 (V, 'laboratory.last_audit', 'VTW-21', 'VTW-21', '14 Aug 2025',
  "VTW-21's lab passed its last audit on 14 Aug 2025.", ''),
 (V, 'design_output_ml_day', 'VTW-26', 'Vantreel Estuary Works', '60',
  'Vantreel Estuary Works has a design output of 60 Ml/d.', ''),
 (V, 'works_manager', 'VTW-26', 'VTW-26', 'Keziah Vantreel',
  'Keziah Vantreel runs VTW-26.', ''),
 (V, 'permit.expires', 'VTW-26', 'VTW-26', '2030-04-30',
  'VTW-26 permit expiry: 2030-04-30.', ''),
 (V, 'source_type', 'VTW-29', 'Abbotsley Downs Treatment Works', 'groundwater',
  'Abbotsley Downs Treatment Works is a groundwater site.', ''),
 (V, 'permit.number', 'VTW-29', 'Abbotsley Downs Treatment Works', 'EP-VN-2287',
  'Abbotsley Downs Treatment Works operates under permit EP-VN-2287.', ''),
 (V, 'process', 'VTW-33', 'Hallowick Mere Works', 'slow sand',
  'Hallowick Mere Works is a slow sand works.', ''),
 (V, 'source_type', 'VTW-33', 'Hallowick Mere Works', 'lowland reservoir',
  'Hallowick Mere Works draws from a lowland reservoir.', ''),
 (V, 'upgrade_programme', 'VTW-38', 'Marchbank Ridge Works', 'Ceramic membrane pilot',
  'Marchbank Ridge Works: Ceramic membrane pilot underway.', ''),
 (V, 'opened', 'VTW-38', 'VTW-38', '3 June 2019',
  'VTW-38 opened 3 June 2019.', ''),
 (V, 'laboratory.accredited', 'VTW-11', 'Quillmere Water Treatment Works', 'yes',
  'Is the lab at Quillmere Water Treatment Works accredited? QA says yes.', ''),
 (V, 'permit.abstraction_limit_ml_day', 'VTW-14', 'Stobbery Lane', '48',
  'Stobbery Lane abstraction limit is 48 Ml/d.', ''),
 (V, 'supplied_from', 'VTW-21', 'Orrinshaw Borehole Works', 'VWS-0190',
  'Orrinshaw Borehole Works is fed by VWS-0190.', ''),
 (V, 'certifications', 'VTW-26', 'Vantreel Estuary Works', 'ISO 50001',
  'Vantreel Estuary Works holds ISO 50001.', ''),
 (V, 'opened', 'VTW-29', 'Abbotsley Downs', '11 October 1971',
  'Abbotsley Downs opened 11 October 1971.', ''),
 (V, 'design_output_ml_day', 'VTW-38', 'Marchbank Ridge Works', '24',
  'Marchbank Ridge Works design output is 24 Ml/d.', ''),
 (V, 'laboratory.last_audit', 'VTW-14', 'Stobbery Lane Treatment Works', '3 October 2024',
  'Stobbery Lane Treatment Works lab was last audited on 3 October 2024.', ''),
 (V, 'permit.expires', 'VTW-33', 'Hallowick Mere Works', '31 December 2026',
  'Hallowick Mere Works permit runs out at year end (31 December 2026).', ''),
 # mismatches
 (M, 'opened', 'VTW-11', 'Quillmere Water Treatment Works', '19 May 1965',
  'Quillmere Water Treatment Works opened on 19 May 1965.', 'year one later'),
 (M, 'works_manager', 'VTW-14', 'Stobbery Lane Treatment Works', 'Keziah Vantreel',
  'Stobbery Lane Treatment Works is managed by Keziah Vantreel.', 'another real works manager'),
 (M, 'design_output_ml_day', 'VTW-17', 'Harnwick Slow Sand Works', '21',
  'Harnwick Slow Sand Works design output: 21 Ml/d.', 'the abstraction limit given instead'),
 (M, 'process', 'VTW-21', 'Orrinshaw Borehole Works', 'membrane',
  'Orrinshaw Borehole Works uses membrane treatment.', 'another real process value'),
 (M, 'permit.expires', 'VTW-21', 'VTW-21', '15 January 2028',
  'VTW-21 permit expires 15 January 2028.', 'year one earlier'),
 (M, 'source_type', 'VTW-26', 'Vantreel Estuary Works', 'groundwater',
  'Vantreel Estuary Works takes groundwater.', 'another real source type'),
 (M, 'laboratory.last_audit', 'VTW-26', 'Vantreel Estuary Works', '9 October 2025',
  'Vantreel Estuary Works lab was last audited on 9 October 2025.', 'month one later'),
 (M, 'certifications', 'VTW-29', 'Abbotsley Downs Treatment Works', 'ISO 9001',
  'Abbotsley Downs Treatment Works is ISO 9001 certified.', 'a real certification of other works, not in the list'),
 (M, 'permit.abstraction_limit_ml_day', 'VTW-29', 'Abbotsley Downs', '115',
  'Abbotsley Downs abstraction limit: 115 Ml/d.', 'the design output given instead'),
 (M, 'supplied_from', 'VTW-33', 'Hallowick Mere Works', 'VWS-0214',
  'Hallowick Mere Works is supplied from VWS-0214.', 'a real station that feeds other works'),
 (M, 'permit.number', 'VTW-38', 'Marchbank Ridge Works', 'EP-VN-8035',
  'Marchbank Ridge Works permit number is EP-VN-8035.', 'last two digits swapped'),
 (M, 'works_manager', 'VTW-38', 'VTW-38', 'Senna Hallowick',
  'VTW-38 is managed by Senna Hallowick.', 'another real works manager'),
 (M, 'opened', 'VTW-14', 'VTW-14', '28 September 2005',
  'VTW-14 opened 28 September 2005.', 'year one earlier'),
 (M, 'design_output_ml_day', 'VTW-11', 'Quillmere', '96',
  'Quillmere design output is 96 Ml/d.', 'the abstraction limit given instead'),
 (M, 'laboratory.accredited', 'VTW-17', 'Harnwick Slow Sand Works', 'yes',
  'Harnwick Slow Sand Works lab accredited: yes.', 'the opposite value'),
 # unknowns
 (U, 'upgrade_programme', 'VTW-11', 'Quillmere Water Treatment Works', 'filter bed relining',
  'Quillmere Water Treatment Works upgrade programme: filter bed relining.', 'upgrade_programme is empty for these works'),
 (U, 'upgrade_programme', 'VTW-29', 'Abbotsley Downs Treatment Works', 'Granular carbon contactors',
  "Abbotsley Downs Treatment Works is in the middle of its 'Granular carbon contactors' upgrade.", 'upgrade_programme is empty for these works'),
 (U, 'certifications', 'VTW-17', 'Harnwick Slow Sand Works', 'ISO 9001',
  'Harnwick Slow Sand Works holds ISO 9001.', 'certifications is an empty list for these works'),
 (U, 'laboratory.last_audit', 'VTW-33', 'Hallowick Mere Works', '4 March 2025',
  'Hallowick Mere Works lab was last audited 4 March 2025.', 'these works have no laboratory block'),
 (U, 'opened', None, 'VTW-19', '12 May 1958',
  'VTW-19 opened on 12 May 1958.', 'no works VTW-19 exists'),
 (U, 'works_manager', None, 'Pennockshaw Treatment Works', 'Orla Stenhouse',
  'Pennockshaw Treatment Works is managed by Orla Stenhouse.', 'no works with this name exists'),
 (U, 'upgrade_programme', 'VTW-26', 'Vantreel Estuary Works', 'intake screen replacement',
  'Vantreel Estuary Works upgrade programme is intake screen replacement.', 'these works have no upgrade_programme field'),
]

# ---------------------------------------------------------------- checks
def main():
    errors = []
    keps = load_keps()
    sop = load_sop()
    stations = load_csv()
    works = load_yaml()
    corpus_parts = []
    for dp, dn, fn in os.walk(CORPORA):
        for f in sorted(fn):
            try:
                corpus_parts.append(open(os.path.join(dp, f), encoding='utf-8', errors='replace').read().lower())
            except OSError:
                pass
    corpus = '\x00'.join(corpus_parts)
    own_text = (open(os.path.join(HERE, CSV_PATH), encoding='utf-8').read() + '\n' +
                open(os.path.join(HERE, YAML_PATH), encoding='utf-8').read()).lower()

    # SOP eligibility: title starts m-z, unique after normalisation, no double quote
    title_count = {}
    for p, d in sop.items():
        t = d.get('title')
        if isinstance(t, str) and t:
            k = ' '.join(words(t))
            title_count[k] = title_count.get(k, 0) + 1
    sop_by_title = {}
    for p, d in sop.items():
        t = d.get('title')
        if isinstance(t, str) and t and re.match(r'[m-zM-Z]', t) and '"' not in t \
                and title_count[' '.join(words(t))] == 1:
            sop_by_title[t] = (p, d)

    # own-data names must occur nowhere in the corpora
    own_names = set()
    for sid, r in stations.items():
        own_names.update([sid, r['name'], r['district'], r['operator_team']])
    for wid, r in works.items():
        own_names.update([wid, r['name'], r['works_manager'], r['permit']['number']])
    for n in sorted(own_names):
        if n.lower() in corpus:
            errors.append('invented name occurs in corpora: %s' % n)

    cases = []
    for cat, rows in (('kep', KEP), ('sop', SOP), ('own-csv', OWN_CSV), ('own-yaml', OWN_YAML)):
        for i, (verdict, field, rec, subject, fact, text, how) in enumerate(rows, 1):
            name = '%s-%03d' % (cat, i)
            err = lambda m: errors.append('%s: %s' % (name, m))
            if subject not in text:
                err('subject not in text')
            if text.count(fact) != 1 or text.lower().count(fact.lower()) != 1:
                err('fact %r does not occur exactly once' % fact)
            sot_path, raw, title = '', None, None
            if rec is None:
                if verdict != U:
                    err('missing record but not unknown')
                if subject.lower() in corpus or subject.lower() in own_text:
                    err('invented subject %r occurs somewhere' % subject)
                if cat == 'kep':
                    m = re.search(r'(\d+)', subject)
                    if not m or m.group(1) in keps:
                        if m:
                            err('invented KEP number exists')
                if cat == 'sop' and any(subject == p for p in sop):
                    err('invented path exists')
            else:
                if cat == 'kep':
                    if rec not in keps:
                        err('no KEP %s' % rec); continue
                    sot_path, d = keps[rec]
                    title = d.get('title', '')
                    if str(d.get('latest-milestone', '')).strip() in ('0.0', 'TBD') and field == 'latest-milestone':
                        err('placeholder field used')
                    idm = re.search(r'(?:kep[-\s]?|#|enhancement\s+)0*%s\b' % rec, subject, re.I)
                    if not (idm or words(subject) == words(title) or sot_path.startswith(subject)):
                        err('subject does not name KEP %s' % rec)
                    raw = get_field(d, field)
                    if field == 'kep-number' and verdict == M and norm(fact) in keps:
                        err('wrong kep-number is a real KEP')
                elif cat == 'sop':
                    if rec not in sop_by_title:
                        err('SOP title not eligible: %s' % rec); continue
                    sot_path, d = sop_by_title[rec]
                    title = rec
                    tw = set(words(title))
                    if not (subject == sot_path or tw <= set(words(subject))):
                        err('subject does not name page')
                    raw = d.get(field)
                elif cat == 'own-csv':
                    r = stations.get(rec)
                    if r is None:
                        err('no station'); continue
                    sot_path = CSV_PATH
                    nm = r['name']
                    if not (rec in subject or set(words(subject)) <= set(words(nm)) and words(subject)
                            or words(nm) == words(subject)):
                        err('subject does not name station')
                    raw = r.get(field)
                else:
                    r = works.get(rec)
                    if r is None:
                        err('no works'); continue
                    sot_path = YAML_PATH
                    nm = r['name']
                    if not (rec in subject or (words(subject) and set(words(subject)) <= set(words(nm)))):
                        err('subject does not name works')
                    raw = get_field(r, field)
                if isinstance(raw, dict):
                    err('field is a mapping')
            empty = is_empty(raw)
            members = raw if isinstance(raw, list) else [raw]
            nf = norm(fact)
            if verdict == V:
                if empty or nf not in [norm(x) for x in members]:
                    err('verified but %r != %r' % (fact, raw))
                note = 'source holds %s' % as_sot_value(raw)
            elif verdict == M:
                if empty:
                    err('mismatch on empty source value')
                if nf in [norm(x) for x in members]:
                    err('mismatch but equal: %r vs %r' % (fact, raw))
                if not how:
                    err('mismatch without note')
                note = 'source %s, stated %s: %s' % (as_sot_value(raw), fact, how)
            else:
                if rec is not None and not empty:
                    err('unknown but field has value %r' % (raw,))
                if not how:
                    err('unknown without reason')
                note = how
            cases.append({
                'name': name, 'text': text, 'subject': subject, 'fact': fact,
                'verdict': verdict, 'field': field,
                'sot_path': sot_path if rec is not None else '',
                'sot_value': '' if verdict == U else as_sot_value(raw),
                'category': cat, 'note': note,
            })
    if errors:
        print('\n'.join(errors))
        print('%d errors; cases.json not written' % len(errors))
        sys.exit(1)
    with open(os.path.join(HERE, 'cases.json'), 'w', encoding='utf-8') as f:
        json.dump(cases, f, ensure_ascii=False, indent=1, sort_keys=False)
        f.write('\n')
    from collections import Counter
    print('wrote %d cases' % len(cases))
    print(Counter((c['category'], c['verdict']) for c in cases))
    print(Counter(c['verdict'] for c in cases))

if __name__ == '__main__':
    main()
