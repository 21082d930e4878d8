/* the array's address kept in an integer (uintptr_t base = (uintptr_t)A) and read through it in host code between the regions: base joins A's alias set and the automatic data scope is not made (it printed stale values before: names of an integer type were not followed) */
// expect-explain: automatic data scope in main, lines [0-9]+-[0-9]+: not made: .*'base' \(which may point into 'A'
// expect-no-output: bbmm_data_begin
#include <stdio.h>
#include <string.h>
#include <stdint.h>
static double A[1024];
int main(void)
{
    int t, i;
    double x;
    uintptr_t base = (uintptr_t)A;
    for (t = 0; t < 2; t++) {
#pragma bbmm
        for (i = 0; i < 1024; i++)
            A[i] = A[i] + 1.0;
        memcpy(&x, (const void *)base, sizeof x);
        printf("%a\n", x);
    }
    return 0;
}
