package graph

import (
	"database/sql"
	"fmt"
)

// sqlTablesExist reports whether the PostgreSQL database at addr already
// holds Cayley's tables (in its search_path), so that openSQL initialises
// only a new database: Cayley's InitQuadStore on an initialised one fails
// with ErrDatabaseExists after logging "ERROR: Cannot create nodes table"
// on stderr, which every command against PostgreSQL printed.
func sqlTablesExist(addr string) (bool, error) {
	db, err := sql.Open("postgres", addr)
	if err != nil {
		return false, fmt.Errorf("connect: %w", err)
	}
	defer func() { _ = db.Close() }() // only read through: nothing to lose
	var ok bool
	if err := db.QueryRow(`SELECT to_regclass('quads') IS NOT NULL AND to_regclass('nodes') IS NOT NULL`).Scan(&ok); err != nil {
		return false, fmt.Errorf("look for the graph tables: %w", err)
	}
	return ok, nil
}
