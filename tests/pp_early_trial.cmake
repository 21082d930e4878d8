# BBMM_EARLY=auto's trial (lib/exec.c's exec_early): generated floyd-warshall
# (PROG, ARGS: n, at least 5 x 64 runs) on two PoCL devices with every run
# spread, once under auto and once off.  Both must verify bit for bit;
# under auto the nest must have timed the split of every tile (early_tried
# 1), and its blocks that split launched the owner's early part first, so
# more kernels ran than with the setting off.
set(ENV{POCL_DEVICES} "pthread pthread")
set(ENV{BBMM_SPREAD} "all")
foreach(mode auto off)
  set(ENV{BBMM_EARLY} "${mode}")
  set(ENV{BBMM_STATS} "json:${OUT}.${mode}")
  file(REMOVE ${OUT}.${mode})
  execute_process(COMMAND ${PROG} ${ARGS} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0 OR NOT out MATCHES "verified")
    message(FATAL_ERROR "${PROG} with BBMM_EARLY=${mode} failed (${rc}): ${out} ${err}")
  endif()
  file(READ ${OUT}.${mode} json)
  string(JSON kernels_${mode} GET "${json}" total kernels)
  string(JSON tried_${mode} GET "${json}" total early_tried)
  string(JSON kept_${mode} GET "${json}" total early_kept)
endforeach()
message(STATUS "auto: ${kernels_auto} kernels, trial ${tried_auto} (kept ${kept_auto}); off: ${kernels_off}, "
               "trial ${tried_off}")
if(NOT tried_auto EQUAL 1 OR NOT tried_off EQUAL 0)
  message(FATAL_ERROR "want one trial under auto (${tried_auto}) and none off (${tried_off})")
endif()
if(NOT kernels_auto GREATER kernels_off)
  message(FATAL_ERROR "the trial's split blocks launched no early part (${kernels_auto} kernels, ${kernels_off} off)")
endif()
