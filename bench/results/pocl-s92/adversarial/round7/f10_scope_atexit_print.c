/* exit handler prints the kept arrays after exit() leaves an explicit data scope */
#include <stdio.h>
#include <stdlib.h>
#define N 20
static double A[N], B[N];
static void dump(void)
{
    int i;
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
}
int main(void)
{
    int i, t;
    atexit(dump);
    for (i = 0; i < N; i++) { A[i] = i; B[i] = 0; }
#pragma bbmm data(A, B)
    for (t = 0; t < 10; t++) {
#pragma bbmm
        for (i = 1; i < N - 1; i++)
            B[i] = A[i - 1] * 0.25 + A[i + 1] * 0.75;
#pragma bbmm
        for (i = 1; i < N - 1; i++)
            A[i] = B[i];
        if (t == 4) exit(0);
    }
    return 0;
}
