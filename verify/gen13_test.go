package verify

import "testing"

// gen13Canal is a domain no labelled set has, for the thirteenth round: a
// canal trust's lock stations (a CSV keyed by IDs without a hyphen, whose
// names open with their own town) and its narrowboats (YAML keyed by IDs
// with a hyphen, referring to the locks by their IDs).
var gen13Canal = map[string]string{
	"sot/locks.csv": `lock_id,name,town,district,opened,boats_per_day,keeper,category,status
LK301,Amberleigh Lock Station,Amberleigh,Upper Reach,1998-04-02,40,Morwenna Tull,A/B listed,open
LK304,Corrowby Lock Station,Corrowby,Lower Reach,2003-06-11,65,Idris Fenn,listed,open
LK307,Hesketh Weir Lock Station,Hesketh Weir,Lower Reach,2010-09-30,25,Petra Vaughan,unlisted,closed
LK310,Duncombe Basin,Duncombe,Upper Reach,2015-01-20,55,Oswin Lark,listed,open
`,
	"sot/notices.csv": `notice_id,title,issued
CN-1,Stoppage of the Upper Reach flight for gate and paddle replacement works,2026-01-12
CN-2,Stoppage of the Lower Reach flight for dredging,2026-02-01
`,
	"sot/boats.yaml": `boats:
  NB-07:
    name: Grey Heron
    home_lock: LK301
    berths: 4
    skipper: Talia Brook
    registration: KX19 TRB
    manager: Ruth Amble
    team: Canal rangers
    locks_served: [LK301, LK304]
  NB-11:
    name: Silver Teal
    home_lock: LK307
    berths: 6
    skipper: Ruan Mabey
    registration: KX21 MAB
    manager: Ivo Dray
    team: Lock support
    locks_served: [LK307, LK310]
`,
}

// TestCheck_Gen13 checks the thirteenth round's changes over the canal
// trust, with guards that must stay unknown.
func TestCheck_Gen13(t *testing.T) {
	v := filesVerifier(t, gen13Canal)
	runFactCases(t, v, []factCase{
		// A code is one word with or without its separator: a record
		// keyed LK304 is named by LK-304 and LK 304, one keyed NB-07 by
		// NB07, and a field holding LK301 holds LK-301.
		{"Boats per day at LK-304 is 56.", "56", Mismatch, "boats_per_day", ""},
		{"LK 310 opened on 20 January 2015.", "20 January 2015", Verified, "opened", ""},
		{"NB07 has 4 berths.", "4", Verified, "boats.NB-07.berths", ""},
		{"NB-07 is based at LK-301.", "LK-301", Verified, "boats.NB-07.home_lock", ""},
		{"NB-07 is based at LK-307.", "LK-307", Mismatch, "boats.NB-07.home_lock", ""},
		{"NB 11 is based at LK 307.", "LK 307", Verified, "boats.NB-11.home_lock", ""},
		{"NB-11 serves LK-310.", "LK-310", Verified, "boats.NB-11.locks_served", ""},
		{"NB-11 serves LK-304.", "LK-304", Mismatch, "boats.NB-11.locks_served", ""},
		// Guards: an ID no record has, in any form, names nothing.
		{"LK-399 opened on 20 January 2015.", "20 January 2015", Unknown, "", ""},
		{"LK 399 opened on 20 January 2015.", "20 January 2015", Unknown, "", ""},
		// A name opening with the record's own town is called by it,
		// whatever the last word of the name (Basin is no kind of two
		// records), and a short name opening its sentence may be written
		// in lower case.
		{"Duncombe opened on 20 January 2015.", "20 January 2015", Verified, "opened", ""},
		{"Duncombe opened on 2 January 2015.", "2 January 2015", Mismatch, "opened", ""},
		{"amberleigh sees 40 boats a day", "40", Verified, "boats_per_day", ""},
		{"Standup: hesketh weir opened on 30 September 2010.", "30 September 2010", Verified, "opened", ""},
		{"NB-07 serves Corrowby.", "Corrowby", Verified, "boats.NB-07.locks_served", ""},
		{"NB-07 serves Duncombe.", "Duncombe", Mismatch, "boats.NB-07.locks_served", ""},
		// A number counts the noun written right after it: a field named
		// only after that noun ("mooring rings for boats") is not its.
		{"Amberleigh Lock Station has 12 mooring rings for boats.", "12", Unknown, "", "counts"},
		{"Amberleigh Lock Station handles 40 boats a day.", "40", Verified, "boats_per_day", ""},
		{"Corrowby Lock Station passes 60 boats per day.", "60", Mismatch, "boats_per_day", ""},
		{"Boats per day at Corrowby Lock Station: 65 narrow/wide boats.", "65", Verified, "boats_per_day", ""},
		// A known value that is the last (or first) words of the subject's
		// value, written whole in the text ("A/B listed", where "listed"
		// alone is another lock's category), states the whole value.
		{"Amberleigh Lock Station sits in the A/B listed category.", "A/B listed", Verified, "category", ""},
		{"Corrowby Lock Station sits in the listed category.", "listed", Verified, "category", ""},
		{"Hesketh Weir Lock Station sits in the listed category.", "listed", Mismatch, "category", ""},
		// A capitalised name after a field's words is read whole before it
		// is matched with the field's values (names of two capitalised
		// words): a person no record holds is a mismatch.
		{"NB-07 skipper: Talia Brooke.", "Talia Brooke", Mismatch, "boats.NB-07.skipper", ""},
		{"Amberleigh Lock Station keeper: Morwenna Tall.", "Morwenna Tall", Mismatch, "keeper", ""},
		{"NB-11 skipper: Ruan Mabey.", "Ruan Mabey", Verified, "boats.NB-11.skipper", ""},
		// Guards: a plain word after the field's words is no name.
		{"NB-07 skipper: unknown.", "unknown", Unknown, "", ""},
		// Lexicon: "reg" is short for registration, and "run by" names a
		// manager.
		{"Grey Heron, reg KX19 TBR, is back on the water.", "KX19 TBR", Mismatch, "boats.NB-07.registration", ""},
		{"Silver Teal, reg KX21 MAB, is back on the water.", "KX21 MAB", Verified, "boats.NB-11.registration", ""},
		{"NB-11 is run by Ivo Dray.", "Ivo Dray", Verified, "boats.NB-11.manager", ""},
		{"NB-07 is run by Ivo Drey.", "Ivo Drey", Mismatch, "boats.NB-07.manager", ""},
		// A long title is named by its leading words (six or more, two
		// thirds of it at least) when no other record's name starts with
		// them.
		{"Stoppage of the Upper Reach flight for gate and paddle works was issued on 12 January 2026.", "12 January 2026", Verified, "issued", ""},
		{"Stoppage of the Upper Reach flight for gate and paddle works was issued on 21 January 2026.", "21 January 2026", Mismatch, "issued", ""},
		// Guards: fewer leading words name nothing.
		{"Stoppage of the Upper Reach flight was issued on 21 January 2026.", "21 January 2026", Unknown, "", ""},
		// A name of a capital and lower-case words between an article and
		// the field's word is read whole ("the Weir maintenance team").
		{"NB-07 belongs to the Weir maintenance team.", "Weir maintenance", Mismatch, "boats.NB-07.team", ""},
		{"NB-11 belongs to the Lock support team.", "Lock support", Verified, "boats.NB-11.team", ""},
		// Guards: words with no capital name no value.
		{"NB-07 belongs to the big maintenance team.", "big maintenance", Unknown, "", ""},
		// Guards: lower-case words inside a sentence are no name.
		{"The boat passed amberleigh on 3 May 2024.", "3 May 2024", Unknown, "", ""},
		{"The hesketh weir opened on 30 September 2010.", "30 September 2010", Unknown, "", ""},
	})
}
