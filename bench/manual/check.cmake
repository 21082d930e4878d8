# Run by ctest: PROG (a manual-* program), SIZE (its positional arguments,
# space separated), OUT (a file name prefix).  The --out dumps of the
# multi-device version on 3 devices and of the whole-array version must be
# equal byte for byte, and bad command lines must exit with status 2 and a
# usage message.  Then the error paths: with MB_FAULT_AT=K the K-th OpenCL
# call of the device threads fails; the program must say so and exit 1
# (or 0 when it makes fewer calls), without hanging at a barrier.
separate_arguments(size UNIX_COMMAND "${SIZE}")

function(run_ok out)
  execute_process(COMMAND ${PROG} ${ARGN} --out ${out} ${size}
                  RESULT_VARIABLE rc OUTPUT_VARIABLE o ERROR_VARIABLE e)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${PROG} ${ARGN}: exit ${rc}\n${o}${e}")
  endif()
  if(NOT o MATCHES "^bbmm-manual name=[a-z0-9]+ variant=[a-z]+ devices=[0-9]+ .* verified=-1\n$")
    message(FATAL_ERROR "${PROG} ${ARGN}: unexpected output:\n${o}")
  endif()
endfunction()

run_ok(${OUT}.multi --devices 3)
run_ok(${OUT}.whole --whole)
execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files ${OUT}.multi ${OUT}.whole RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "${PROG}: the multi-device and whole-array results differ")
endif()

foreach(bad "--devices;0" "--devices;x" "--bogus" "--whole;--devices;2" "-1" "12x" "--out")
  execute_process(COMMAND ${PROG} ${bad} ${size} RESULT_VARIABLE rc OUTPUT_VARIABLE o ERROR_VARIABLE e)
  if(NOT rc EQUAL 2 OR NOT e MATCHES "usage:")
    message(FATAL_ERROR "${PROG} ${bad} ${SIZE}: expected exit 2 and a usage message, got ${rc}:\n${o}${e}")
  endif()
endforeach()
execute_process(COMMAND ${PROG} RESULT_VARIABLE rc ERROR_VARIABLE e)
if(NOT rc EQUAL 2 OR NOT e MATCHES "usage:")
  message(FATAL_ERROR "${PROG} without arguments: expected exit 2 and a usage message, got ${rc}")
endif()

foreach(k 1 2 3 5 8 13 21 40 80 160 320 640)
  foreach(v "--devices;4" "--devices;3" "--whole")
    execute_process(COMMAND ${CMAKE_COMMAND} -E env MB_FAULT_AT=${k} ${PROG} ${v} --verify ${size}
                    RESULT_VARIABLE rc OUTPUT_VARIABLE o ERROR_VARIABLE e TIMEOUT 60)
    if(rc EQUAL 0 AND o MATCHES "verified=1\n$" AND NOT e MATCHES "MB_FAULT_AT")
      continue()
    endif()
    if(NOT rc EQUAL 1 OR NOT e MATCHES "MB_FAULT_AT=${k}: failing cl[A-Za-z]+ on device [0-9]+\n.*failed on device")
      message(FATAL_ERROR "MB_FAULT_AT=${k} ${PROG} ${v} ${SIZE}: expected exit 1 and the failure, got ${rc}:\n${o}${e}")
    endif()
  endforeach()
endforeach()
