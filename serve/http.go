package serve

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"time"
)

// ErrRemote is returned (wrapped) for a listen address that is not a
// loopback address when remote clients were not allowed.
var ErrRemote = errors.New("not a loopback address (pass --allow-remote to serve other machines)")

// CheckListen checks an HTTP listen address (HOST:PORT): the host must be
// a loopback IP or "localhost" unless allowRemote.
func CheckListen(addr string, allowRemote bool) error {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return fmt.Errorf("listen address %q: %w", addr, err)
	}
	if port == "" {
		return fmt.Errorf("listen address %q: no port", addr)
	}
	if allowRemote || host == "localhost" {
		return nil
	}
	if ip := net.ParseIP(host); ip == nil || !ip.IsLoopback() {
		return fmt.Errorf("listen address %q: %w", addr, ErrRemote)
	}
	return nil
}

// ServeHTTP serves MCP's Streamable HTTP transport on ln until ctx ends,
// then shuts down, letting requests in flight finish for up to grace; the
// connections still open then (a client's idle event stream) are closed.
func (s *Server) ServeHTTP(ctx context.Context, ln net.Listener, grace time.Duration) error {
	hs := &http.Server{Handler: s.HTTPHandler(), ReadHeaderTimeout: 10 * time.Second}
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	select {
	case err := <-errc:
		return fmt.Errorf("serve http on %s: %w", ln.Addr(), err)
	case <-ctx.Done():
	}
	sctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), grace)
	defer cancel()
	err := hs.Shutdown(sctx)
	if errors.Is(err, context.DeadlineExceeded) {
		err = hs.Close()
	}
	if serr := <-errc; !errors.Is(serr, http.ErrServerClosed) {
		err = errors.Join(err, serr)
	}
	if err != nil {
		return fmt.Errorf("shut down http on %s: %w", ln.Addr(), err)
	}
	return nil
}
