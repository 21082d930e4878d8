# Runs generated sample PROG on four PoCL devices under BBMM_SPREAD=auto
# with limits that CPU devices do not set by default (MODE):
#   items  every run has fewer work-items than BBMM_SPREAD_ITEMS: all runs
#          on device 0, the others launch nothing;
#   us     the nest's measured kernel time is below BBMM_SPREAD_US: with
#          RECURS=1 (a generated nest in serial loops, small arrays: its
#          first runs measure on one device) every run on device 0; with
#          RECURS=0 (a hand-written nest) the first runs use every device,
#          later ones device 0 only;
#   probe  BBMM_SPREAD_US=1 (every kernel longer): a recurring nest's
#          first runs measure on device 0, the later ones use every device;
#   all    BBMM_SPREAD=all overrides both limits: no run narrowed.
# ARGS: the program's arguments; DEVS: the devices (4 unless given).
# The result must be bitwise equal to the sequential twin each time, and
# flow-out must be lazy on one device (below).
if(NOT DEVS)
  set(DEVS 4)
endif()
string(REPEAT "pthread " ${DEVS} devs)
string(STRIP "${devs}" devs)
set(ENV{POCL_DEVICES} "${devs}")
set(ENV{BBMM_STATS} "json:${OUT}")
set(ENV{BBMM_SPREAD} "auto")
if(MODE STREQUAL "items")
  set(ENV{BBMM_SPREAD_ITEMS} "1000000000")
elseif(MODE STREQUAL "us" OR MODE STREQUAL "probe")
  if(MODE STREQUAL "us")
    set(ENV{BBMM_SPREAD_US} "100000000")
  else()
    set(ENV{BBMM_SPREAD_US} "1")
  endif()
  # one run ahead at most: the first run's kernels are measured before
  # the later runs are placed
  set(ENV{BBMM_LOOKAHEAD} "1")
else()
  set(ENV{BBMM_SPREAD} "all")
  set(ENV{BBMM_SPREAD_ITEMS} "1000000000")
  set(ENV{BBMM_SPREAD_US} "100000000")
endif()
file(REMOVE ${OUT})
execute_process(COMMAND ${PROG} ${ARGS} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0 OR NOT out MATCHES "verified")
  message(FATAL_ERROR "${PROG} with BBMM_SPREAD (${MODE}) failed (${rc}): ${out} ${err}")
endif()
file(READ ${OUT} json)
string(JSON runs GET "${json}" total runs)
string(JSON narrowed GET "${json}" total runs_narrowed)
string(JSON k0 GET "${json}" devices 0 stats kernels)
string(JSON k1 GET "${json}" devices 1 stats kernels)
message(STATUS "${MODE}: ${narrowed} of ${runs} runs on one device; kernels on devices 0, 1: ${k0}, ${k1}")
if(runs LESS 2)
  message(FATAL_ERROR "${PROG} made ${runs} runs: nothing to narrow")
endif()
if(MODE STREQUAL "items" AND (NOT narrowed EQUAL runs OR NOT k1 EQUAL 0))
  message(FATAL_ERROR "BBMM_SPREAD_ITEMS above every run's size left runs on several devices")
endif()
if(MODE STREQUAL "us" AND RECURS AND (NOT narrowed EQUAL runs OR NOT k1 EQUAL 0))
  message(FATAL_ERROR "BBMM_SPREAD_US, a recurring nest: want every run on one device")
endif()
if(MODE STREQUAL "us" AND NOT RECURS AND (narrowed EQUAL 0 OR narrowed EQUAL runs OR k1 EQUAL 0))
  message(FATAL_ERROR "BBMM_SPREAD_US: want the first runs on every device and later ones on one")
endif()
if(MODE STREQUAL "probe" AND (narrowed EQUAL 0 OR narrowed EQUAL runs OR k1 EQUAL 0))
  message(FATAL_ERROR "BBMM_SPREAD_US=1: want the first runs on one device (measuring) and later ones on every one")
endif()
if(MODE STREQUAL "all" AND NOT narrowed EQUAL 0)
  message(FATAL_ERROR "BBMM_SPREAD=all narrowed ${narrowed} runs")
endif()
# Flow-out is lazy on one device: with every run on device 0 nothing is
# copied to the host as flow-out (the directory keeps the newer values on
# the device until write-out); spread over four devices, the halos are.
string(JSON flowout GET "${json}" total d2h flow-out bytes)
message(STATUS "${MODE}: flow-out ${flowout} bytes")
if(MODE STREQUAL "items" AND NOT flowout EQUAL 0)
  message(FATAL_ERROR "every run on one device, yet ${flowout} bytes of flow-out went to the host")
endif()
if(MODE STREQUAL "all" AND flowout EQUAL 0)
  message(FATAL_ERROR "runs on four devices moved no flow-out")
endif()
