# Moving iteration-local boxes (manager.h, bbmmi_mgr_moving): generated
# floyd (PROG, N) on NDEV PoCL devices with every run spread, under
# BBMM_ALLOC=disjoint (by default floyd's runs allocate whole arrays where
# they fit half the budget, tests/floyd_buffers.cmake; a device too small
# for them moves the boxes as here).  Each device
# that does not own row k holds it in an iteration-local box, which the
# end of each run gives back to the pool and the next run's row takes
# again: a moving box, counted as moved, not as an allocation.  So the
# allocations are the buffers made, bounded whatever N: under TUNE
# (BBMM_TUNE) at most MAX per device (the block, the row boxes of the
# first and last k, one element shorter, and with side loads, BBMM_OVERLAP,
# the buffers that take turns while queued kernels read the ones before:
# up to the look-ahead), and at least (N - 32) * (NDEV - 1) moved.  The run
# must verify.  Before, every k was an allocation on every device but its
# owner (258 at N = 256 on 2 devices).
string(REPEAT "pthread " ${NDEV} devs)
string(STRIP "${devs}" devs)
set(ENV{POCL_DEVICES} "${devs}")
set(ENV{BBMM_SPREAD} "all")
set(ENV{BBMM_ALLOC} "disjoint")
set(ENV{BBMM_TUNE} "${TUNE}")
set(ENV{BBMM_STATS} "json:${OUT}")
file(REMOVE ${OUT})
execute_process(COMMAND ${PROG} ${N} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0 OR NOT out MATCHES "verified")
  message(FATAL_ERROR "${PROG} ${N} on ${NDEV} devices failed (${rc}): ${out} ${err}")
endif()
file(READ ${OUT} json)
string(JSON allocs GET "${json}" total allocations)
string(JSON moved GET "${json}" total moved)
math(EXPR most "${MAX} * ${NDEV}")
math(EXPR least "(${N} - 32) * (${NDEV} - 1)")
message(STATUS "${NDEV} devices, N = ${N}, BBMM_TUNE '${TUNE}': ${allocs} allocations (at most ${most}), "
               "${moved} moved (at least ${least})")
if(allocs GREATER most OR moved LESS least)
  message(FATAL_ERROR "want at most ${most} allocations and at least ${least} moved boxes")
endif()
