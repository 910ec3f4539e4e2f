package serve

import (
	"context"
	"errors"
	"net"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/canon-kg/canon/config"
	"github.com/canon-kg/canon/internal/testutil"
)

func TestCheckListen(t *testing.T) {
	tests := []struct {
		addr   string
		remote bool
		remErr bool // ErrRemote
		err    bool
	}{
		{"127.0.0.1:8080", false, false, false},
		{"[::1]:8080", false, false, false},
		{"localhost:0", false, false, false},
		{"0.0.0.0:8080", false, true, true},
		{":8080", false, true, true},
		{"10.1.2.3:8080", false, true, true},
		{"0.0.0.0:8080", true, false, false},
		{"127.0.0.1", false, false, true},
	}
	for _, tt := range tests {
		err := CheckListen(tt.addr, tt.remote)
		if (err != nil) != tt.err || errors.Is(err, ErrRemote) != tt.remErr {
			t.Errorf("CheckListen(%q, %v) = %v", tt.addr, tt.remote, err)
		}
	}
}

func TestServer_StreamableHTTP(t *testing.T) {
	data := ingestTree(t, testutil.Examples(t))
	ctx, cancel := context.WithCancel(context.Background())
	srv, err := New(ctx, Options{Store: Store{Dir: data, Wait: time.Second}, Config: config.Default()})
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- srv.ServeHTTP(ctx, ln, time.Second) }()
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, nil).
		Connect(ctx, &mcp.StreamableClientTransport{Endpoint: "http://" + ln.Addr().String()}, nil)
	if err != nil {
		t.Fatal(err)
	}
	var st ProjectState
	if text, isErr := call(t, cs, ToolState, map[string]any{}, &st); isErr || st.SnapshotID == "" {
		t.Fatalf("state over HTTP: %s", text)
	}
	_ = cs.Close() // ends the session; how is not under test
	cancel()
	if err := <-done; err != nil {
		t.Error(err)
	}
	if err := srv.Close(); err != nil {
		t.Error(err)
	}
}
