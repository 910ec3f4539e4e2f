package sources

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/canon-kg/canon/internal/testutil"
)

// BenchmarkParse parses a few real corpus files (a CLAUDE.md, an .mdc, an
// ADR, an SOP page and a kep.yaml) per iteration.
func BenchmarkParse(b *testing.B) {
	dir := testutil.Corpora(b)
	paths := []string{
		"rules/real-repos/triggerdotdev__trigger.dev/CLAUDE.md",
		"rules/real-repos/langfuse__langfuse/_cursor-rules-at-cf4028d1/.cursor/rules/entitlements.mdc",
		"adr/cometbft__cometbft/docs/references/architecture/adr-119-dog-mempool-gossip.md",
		"sop/ministryofjustice__cloud-platform-user-guide/source/index.html.md.erb",
		"structured/kubernetes__enhancements/keps/sig-docs/1326-third-party-content-in-docs/kep.yaml",
	}
	var files []File
	var data [][]byte
	total := 0
	for _, p := range paths {
		d, err := os.ReadFile(filepath.Join(dir, p))
		if err != nil {
			b.Fatalf("read %s: %v", p, err)
		}
		files = append(files, File{Path: p})
		data = append(data, d)
		total += len(d)
	}
	b.SetBytes(int64(total))
	b.ResetTimer()
	for range b.N {
		for i, f := range files {
			if _, err := Parse(f, data[i], ParseOptions{}); err != nil {
				b.Fatal(err)
			}
		}
	}
}
