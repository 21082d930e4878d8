# Early flow-out (BBMM_EARLY): runs program PROG (a sample that checks its
# result bit for bit against the sequential loop and prints "verified" or,
# for the hand-written samples, exits 0) on four PoCL devices with every
# run spread (BBMM_SPREAD=all), once with BBMM_EARLY=on and once off.
# Both must verify; with it on, tiles whose flow-out comes from part of
# their iterations launch that part first and the rest after, so more
# kernels run; the bytes moved as flow-out are the same (the same boxes,
# only earlier).
# STENCIL=k (below) bounds the launches per tile.
# TRIAL=1: BBMM_EARLY=trial (grid.h's bbmmi_early_trial_run) instead, on two
# devices, trial against off, for a floyd-warshall of at least 5 x 64 runs:
# under trial the nest must have timed splitting every tile (early_tried 1,
# none off), and the trial's split blocks launched the owner's early part
# first, so more kernels ran than off.
set(devs "pthread pthread pthread pthread")
set(modes on off)
if(TRIAL)
  set(devs "pthread pthread")
  set(modes trial off)
endif()
set(ENV{POCL_DEVICES} "${devs}")
set(ENV{BBMM_SPREAD} "all")
foreach(mode ${modes})
  set(ENV{BBMM_EARLY} "${mode}")
  set(ENV{BBMM_STATS} "json:${OUT}.${mode}")
  file(REMOVE ${OUT}.${mode})
  execute_process(COMMAND ${PROG} ${ARGS} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0 OR (NOT out MATCHES "verified" AND NOT out MATCHES "match"))
    message(FATAL_ERROR "${PROG} with BBMM_EARLY=${mode} failed (${rc}): ${out} ${err}")
  endif()
  file(READ ${OUT}.${mode} json)
  string(JSON kernels_${mode} GET "${json}" total kernels)
  string(JSON flowout_${mode} GET "${json}" total d2h flow-out bytes)
  string(JSON tried_${mode} GET "${json}" total early_tried)
endforeach()
if(TRIAL)
  message(STATUS "trial: ${kernels_trial} kernels, ${tried_trial} trial(s); off: ${kernels_off}, ${tried_off}")
  if(NOT tried_trial EQUAL 1 OR NOT tried_off EQUAL 0)
    message(FATAL_ERROR "want one trial under trial (${tried_trial}) and none off (${tried_off})")
  endif()
  if(NOT kernels_trial GREATER kernels_off)
    message(FATAL_ERROR "the trial's split blocks launched no early part (${kernels_trial} kernels, ${kernels_off} off)")
  endif()
  return()
endif()
message(STATUS "kernels: ${kernels_on} early, ${kernels_off} not; flow-out bytes ${flowout_on}, ${flowout_off}")
if(NOT kernels_on GREATER kernels_off)
  message(FATAL_ERROR "BBMM_EARLY=on launched no early part (${kernels_on} kernels, ${kernels_off} without)")
endif()
if(NOT flowout_on EQUAL flowout_off)
  message(FATAL_ERROR "early flow-out moved ${flowout_on} bytes of flow-out, ${flowout_off} without")
endif()
# STENCIL=k: every tile splits into at most k + 1 launches, its early
# parts and the rest; a middle device's early part (its first and last
# rows) is one launch of the tile less the rest (bbmm_tile_launch); k = 2
# where a nest's arrays flow out along different sides (fdtd-2d's fused
# updates: ey's rows, ex's columns)
if(STENCIL)
  math(EXPR most "(${STENCIL} + 1) * ${kernels_off}")
  if(kernels_on GREATER most)
    message(FATAL_ERROR "early parts took more than one launch per tile (${kernels_on} kernels, ${kernels_off} without)")
  endif()
endif()
