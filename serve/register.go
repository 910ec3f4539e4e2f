package serve

import (
	"context"
	"encoding/json"
	"fmt"
	"reflect"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// addTool registers a tool whose arguments are In and whose structured
// result is Out, as mcp.AddTool does (the same schemas, inferred from In
// and Out, the same argument validation and errors), with one difference:
// the result is marshalled once, with the response. mcp.AddTool marshals
// it, decodes it again to validate it against the output schema, marshals
// it a second time, and the response's encoding copies and checks those
// bytes once more, on every call: for a context pack that costs about as
// much as the engine's answer. The output schema is inferred from Out itself, so a
// result always conforms; TestTools_OutputSchemas checks every tool's
// results against it instead.
func addTool[In, Out any](srv *mcp.Server, t *mcp.Tool, h mcp.ToolHandlerFor[In, Out]) {
	tt := *t
	in, inResolved, err := schemaFor[In]()
	if err != nil {
		panic(fmt.Sprintf("serve: tool %q: input schema: %v", t.Name, err)) // a programmer's error in the argument types
	}
	out, _, err := schemaFor[Out]()
	if err != nil {
		panic(fmt.Sprintf("serve: tool %q: output schema: %v", t.Name, err))
	}
	tt.InputSchema, tt.OutputSchema = in, out
	srv.AddTool(&tt, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		args, err := decodeArgs[In](req.Params.Arguments, inResolved)
		if err != nil {
			return toolError(err), nil
		}
		res, v, err := h(ctx, req, args)
		if err != nil {
			return toolError(err), nil
		}
		if res == nil {
			res = &mcp.CallToolResult{}
		}
		// The value itself: the response's encoding marshals it, once.
		res.StructuredContent = v
		if res.Content == nil { // the JSON as text, as the specification suggests
			b, err := json.Marshal(v)
			if err != nil {
				return nil, fmt.Errorf("%s: marshal result: %w", t.Name, err)
			}
			res.Content = []mcp.Content{&mcp.TextContent{Text: string(b)}}
		}
		return res, nil
	})
}

// schemaFor infers the JSON schema of T (of what it points to) as
// mcp.AddTool does, and resolves it.
func schemaFor[T any]() (*jsonschema.Schema, *jsonschema.Resolved, error) {
	rt := reflect.TypeFor[T]()
	if rt.Kind() == reflect.Pointer {
		rt = rt.Elem()
	}
	s, err := jsonschema.ForType(rt, &jsonschema.ForOptions{})
	if err != nil {
		return nil, nil, err
	}
	r, err := s.Resolve(&jsonschema.ResolveOptions{ValidateDefaults: true})
	if err != nil {
		return nil, nil, err
	}
	return s, r, nil
}

// decodeArgs validates a call's arguments against the input schema (after
// its defaults) and decodes them, with mcp.AddTool's messages.
func decodeArgs[In any](raw json.RawMessage, schema *jsonschema.Resolved) (In, error) {
	var in In
	m := map[string]any{}
	if len(raw) > 0 {
		if err := json.Unmarshal(raw, &m); err != nil {
			return in, fmt.Errorf("validating \"arguments\": unmarshaling arguments: %w", err)
		}
	}
	var v any = m
	if err := schema.ApplyDefaults(&v); err != nil {
		return in, fmt.Errorf("validating \"arguments\": applying schema defaults:\n%w", err)
	}
	if err := schema.Validate(&v); err != nil {
		return in, fmt.Errorf("validating \"arguments\": %w", err)
	}
	b, err := json.Marshal(v)
	if err != nil {
		return in, fmt.Errorf("validating \"arguments\": %w", err)
	}
	if err := json.Unmarshal(b, &in); err != nil {
		return in, err
	}
	return in, nil
}

func toolError(err error) *mcp.CallToolResult {
	var res mcp.CallToolResult
	res.SetError(err)
	return &res
}
