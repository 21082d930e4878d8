/* a static helper stores the array's address through its parameter (*pp = A, called as view(&q)), and host code between the regions reads through q: the store reaches the caller's q, which joins A's alias set, and the automatic data scope is not made (it printed stale values before) */
// expect-explain: automatic data scope in main, lines [0-9]+-[0-9]+: not made: .*'q' \(which may point into 'A'
// expect-no-output: bbmm_data_begin
#include <stdio.h>
#include <string.h>
static double A[1024];
static void view(double **pp) { *pp = A; }
int main(void)
{
    int t, i;
    double *q, x;
    view(&q);
    for (t = 0; t < 2; t++) {
#pragma bbmm
        for (i = 0; i < 1024; i++)
            A[i] = A[i] + 1.0;
        memcpy(&x, q + 3, sizeof x);
        printf("%a\n", x);
    }
    return 0;
}
