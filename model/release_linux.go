package model

import (
	"os"
	"syscall"
	"unsafe"
)

// releaseMapped drops the pages of a mapped file's region from the
// process (MADV_DONTNEED) once the checksum has read them: they stay in
// the page cache, and whatever is read later is mapped again on first
// access, so the process holds only the part it reads.
func releaseMapped(region []byte) {
	page := uintptr(os.Getpagesize())
	if len(region) == 0 {
		return
	}
	start := uintptr(unsafe.Pointer(&region[0]))
	skip := (page - start%page) % page // the first whole page
	if uintptr(len(region)) <= skip+page {
		return
	}
	_ = syscall.Madvise(region[skip:], syscall.MADV_DONTNEED)
}
