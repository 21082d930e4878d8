# A box shrunk on purpose (the BBMM_CHECK=bounds tests): writes OUT, the
# generated file IN (bbmm-pp's output of samples/regions/mvt.c) with one
# initial box of nest mvt_8_0 (kernel bbmm_r0_n0, x1[i] += A[i][j] * y_1[j])
# one element short.  CASE read: A's box (read only) loses its last
# column; CASE write: x1's box (read and written) loses its last element,
# so that the kernel writes past the box.  Fails when the generated text
# no longer has the box expression it edits.
file(READ ${IN} src)
if(CASE STREQUAL "read")
  set(from "bbmm_spec_access_id(bbmm_sp, 1, 0, bbmm_pp_box_at(&bbmm_b, 2, (const int64_t[]){tlo0, thi0, 0, n - 1}), 1u);")
  set(to "bbmm_spec_access_id(bbmm_sp, 1, 0, bbmm_pp_box_at(&bbmm_b, 2, (const int64_t[]){tlo0, thi0, 0, n - 2}), 1u);")
elseif(CASE STREQUAL "write")
  set(from "bbmm_spec_access_id(bbmm_sp, 0, 0, bbmm_pp_box_at(&bbmm_b, 1, (const int64_t[]){tlo0, thi0}), 3u);")
  set(to "bbmm_spec_access_id(bbmm_sp, 0, 0, bbmm_pp_box_at(&bbmm_b, 1, (const int64_t[]){tlo0, thi0 - 1}), 3u);")
else()
  message(FATAL_ERROR "check_shrink.cmake: CASE must be read or write, not '${CASE}'")
endif()
string(FIND "${src}" "${from}" at)
if(at EQUAL -1)
  message(FATAL_ERROR "check_shrink.cmake: ${IN} has no box \"${from}\" to shrink (bbmm-pp's output changed?)")
endif()
string(REPLACE "${from}" "${to}" src "${src}")
file(WRITE ${OUT} "${src}")
