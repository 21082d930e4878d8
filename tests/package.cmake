# Installs BBMM from the build tree BUILD into a scratch prefix, then
# configures, builds and runs tests/consumer against it: the exported
# package, the runtime target and bbmm_add_executable() must work from
# outside the tree.
file(REMOVE_RECURSE ${WORK})
execute_process(COMMAND ${CMAKE_COMMAND} --install ${BUILD} --prefix ${WORK}/prefix
  RESULT_VARIABLE rc OUTPUT_QUIET ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "install failed: ${err}")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} -S ${SRC} -B ${WORK}/build -DCMAKE_PREFIX_PATH=${WORK}/prefix
  -DCMAKE_C_COMPILER=${CC} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "configure against the installed package failed: ${out} ${err}")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} --build ${WORK}/build RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "build against the installed package failed: ${out} ${err}")
endif()
foreach(prog uses_api uses_pragma)
  execute_process(COMMAND ${WORK}/build/${prog} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${prog} failed (${rc}): ${out} ${err}")
  endif()
  message(STATUS "${prog}: ${out}")
endforeach()
