# one-off generator used to write the invented SoT files (kept for transparency)
import random, csv, datetime as dt
R = random.Random(4471)
names = ["Loch Arden","Isle of Kerran","Saltire Dawn","Morven Star","Caledon Spirit","Brannock","Hebridean Wren",
 "Skerry Light","Tarbet Rose","Glen Sannox Two","Eilean Mor","Lady of Lorn","Corran Pride","Ardmore Belle",
 "Sound of Ulva","Kintyre Voyager","Puffin Bay","Cromarty Lass","Seil Explorer","Northern Tern","Mallaig Runner",
 "Solway Queen","Stroma Grace","Firth Pioneer","Bute Clipper","Lismore Isle","Rum Islander","Aurora of Coll"]
classes = ["Loch-class","Island-class","Streaker-class","Major-class","Catamaran"]
ports = ["Oban","Ardrossan","Mallaig","Wemyss Bay","Kennacraig","Uig","Ullapool","Largs","Tarbert","Gourock"]
teams = ["fleet-north","fleet-clyde","fleet-west","marine-engineering","fleet-islands"]
statuses = ["in-service","in-service","in-service","refit","standby","laid-up"]
rows=[]
for i,n in enumerate(names):
    vid = f"VSL-{101+i*3:03d}"
    cl = R.choice(classes)
    cap = R.choice([150,250,381,450,648,976,1000,1280]) if cl!="Catamaran" else R.choice([180,290,320])
    by = R.randint(1988,2024)
    dd = dt.date(2025,1,1)+dt.timedelta(days=R.randint(0,540))
    sv = dd+dt.timedelta(days=R.randint(300,420))
    rows.append(dict(vessel_id=vid, name=n, vessel_class=cl, home_port=R.choice(ports), owner_team=R.choice(teams),
        chief_engineer=R.choice(["A. MacLeod","R. Patel","S. Grant","M. Duffy","J. Okafor","L. Nicolson","K. Baird","T. Ferreira"]),
        build_year=by, passenger_capacity=cap, car_deck_lanes_m=R.choice([0,0,120,260,310,455,580]) if cl!="Catamaran" else 0,
        gross_tonnage=R.randint(480,8600)*(3 if cap>900 else 1), ecdis_firmware=f"{R.choice([4,5])}.{R.randint(0,9)}.{R.randint(0,20)}",
        last_drydock=dd.isoformat(), next_survey_due=sv.isoformat(), annual_sailings=R.randint(900,14800), status=R.choice(statuses)))
with open("sot/vessels.csv","w",newline="") as f:
    w=csv.DictWriter(f,fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)

tnames=[("TRM-01","Oban North Linkspan","Oban"),("TRM-02","Oban Railway Pier","Oban"),("TRM-03","Ardrossan Harbour Berth 2","Ardrossan"),
("TRM-04","Brodick Pier","Brodick"),("TRM-05","Mallaig Outer Berth","Mallaig"),("TRM-06","Armadale Slipway","Armadale"),
("TRM-07","Wemyss Bay Pier","Wemyss Bay"),("TRM-08","Rothesay Linkspan","Rothesay"),("TRM-09","Kennacraig Terminal","Kennacraig"),
("TRM-10","Port Askaig Berth","Port Askaig"),("TRM-11","Uig Pier","Uig"),("TRM-12","Tarbert Harris Linkspan","Tarbert"),
("TRM-13","Ullapool Pier","Ullapool"),("TRM-14","Stornoway Ferry Terminal","Stornoway"),("TRM-15","Largs Slip","Largs"),
("TRM-16","Cumbrae Slip","Millport"),("TRM-17","Gourock Pierhead","Gourock"),("TRM-18","Dunoon Breakwater","Dunoon"),
("TRM-19","Craignure Pier","Craignure"),("TRM-20","Lochaline Slipway","Lochaline"),("TRM-21","Tobermory Pontoon","Tobermory"),
("TRM-22","Castlebay Pier","Castlebay")]
landlords=["Caledonian Harbours Ltd","Highland Council Ports","Argyll Marine Estates","Forth & Clyde Port Trust","Western Isles Harbour Authority"]
contractors=["Mowat Marine Services","Kessock Civil Engineering","Tayside Dredging Co","North Channel Diving","Ross & Bell Structural"]
out=["# Terminal and berth lease register, Firth & Isles Ferries (invented data for an evaluation set)","terminals:"]
for i,(tid,tn,port) in enumerate(tnames):
    st=dt.date(2012,1,1)+dt.timedelta(days=R.randint(0,3600)); yrs=R.choice([10,15,20,25])
    en=dt.date(st.year+yrs,st.month,min(st.day,28))
    out+= [f"  - id: {tid}", f"    name: {tn}", f"    port: {port}", f"    berths: {R.randint(1,4)}",
           f"    terminal_manager: {R.choice(['Fiona Munro','Calum Steele','Priya Nair','Donald Morrison','Erin Walsh','Hamish Reid'])}",
           f"    status: {R.choice(['operational','operational','operational','restricted','under-works'])}",
           "    lease:", f"      landlord: {R.choice(landlords)}", f"      reference: LSE-{2000+i*37}",
           f"      start_date: {st.isoformat()}", f"      end_date: {en.isoformat()}",
           f"      annual_rent_gbp: {R.randint(18,420)*500}"]
    if i%4!=3:
        rd=en-dt.timedelta(days=R.choice([180,270,365]))
        out+=["      renewal:", f"        option: {R.choice(['tenant-option','mutual','landlord-option'])}",
              f"        notice_date: {rd.isoformat()}", f"        notice_days: {R.choice([90,180,270,365])}"]
    out+=["    maintenance:", f"      contractor: {R.choice(contractors)}", f"      contract_ref: MNT-{R.randint(300,999)}",
          f"      inspection:", f"        last: {(dt.date(2025,3,1)+dt.timedelta(days=R.randint(0,400))).isoformat()}",
          f"        interval_months: {R.choice([6,12,24])}"]
    if i%3!=1:
        out+=["    shore_power:", f"      capacity_kva: {R.choice([400,630,800,1250,2000])}", f"      commissioned: {(dt.date(2019,1,1)+dt.timedelta(days=R.randint(0,2200))).isoformat()}"]
    vs=R.sample(rows,R.randint(1,3))
    out+=["    served_by:"]+[f"      - {v['vessel_id']}" for v in vs]
with open("sot/terminal_leases.yaml","w") as f: f.write("\n".join(out)+"\n")
