// Names of the verifier intrinsics that the instrumentation inserts into the
// IR and the encoder gives meaning to. Kept in one place so both agree.
#pragma once

namespace kiki::intrinsic {
inline constexpr const char *Check = "__kiki_check";              // (i1 ok, i32 property)
inline constexpr const char *PtrNonNull = "__kiki_ptr_nonnull";   // (i8*) -> i1
inline constexpr const char *PtrLive = "__kiki_ptr_live";         // (i8*) -> i1
// A write's: live and not read-only (a string literal, a const global).
inline constexpr const char *PtrWritable = "__kiki_ptr_writable"; // (i8*, i64) -> i1
inline constexpr const char *PtrInBounds = "__kiki_ptr_inbounds"; // (i8*, i64) -> i1
inline constexpr const char *FreeValid = "__kiki_free_valid";     // (i8*) -> i1
inline constexpr const char *FreeLive = "__kiki_free_live";       // (i8*) -> i1
inline constexpr const char *NoLeak = "__kiki_no_leak";           // () -> i1
// () -> i1: whether an execution goes on after a failed overflow check. True
// in bounded checks (each property is judged on all executions); false where
// proofs may assume that no overflow happened before (see engines/KikiEngine.cpp).
inline constexpr const char *AfterFailure = "__kiki_after_failure";
// An accelerated array loop's effect (instrument/AccelerateLoops):
inline constexpr const char *Fill = "__kiki_fill";   // (i8* dst, i64 value, i64 count, i64 size)
inline constexpr const char *Havoc = "__kiki_havoc"; // (i8* dst, i64 bytes)
/// Functions named with this prefix return a non-deterministic value: the
/// indeterminate value of an uninitialised local (frontend/NondetLocals).
inline constexpr const char *NondetLocalPrefix = "__kiki_nondet.";
} // namespace kiki::intrinsic
