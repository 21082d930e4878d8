/* a pointer set from memset's value (memset returns its first argument: p = memset(A, 0, n) points into A) and read through in host code between the regions: the automatic data scope is not made (it printed stale values before: memset was taken as a function that returns no pointer) */
// expect-explain: automatic data scope in main, lines [0-9]+-[0-9]+: not made: .*'p' \(which may point into 'A'
// expect-no-output: bbmm_data_begin
#include <stdio.h>
#include <string.h>
static double A[1024];
int main(void)
{
    int t, i;
    double x;
    double *p = memset(A, 0, sizeof A);
    for (t = 0; t < 2; t++) {
#pragma bbmm
        for (i = 0; i < 1024; i++)
            A[i] = A[i] + 1.0;
        memcpy(&x, p + 5, sizeof x);
        printf("%a\n", x);
    }
    return 0;
}
