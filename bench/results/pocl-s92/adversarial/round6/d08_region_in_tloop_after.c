/* a region inside a time loop reading the iterators of its loops after, and t-dependent bounds */
#include <stdio.h>
#define N 22
static double A[N], B[N];
int main(void)
{
    int t, i, j, s = 0;
    for (i = 0; i < N; i++) { A[i] = i; B[i] = 0; }
    for (t = 0; t < 6; t++) {
#pragma bbmm
        for (i = t; i < N - t; i++) {
            B[i] = B[i] + A[i];
            for (j = 0; j < t; j++)
                A[i] = A[i] * 0.5 + j;
        }
        s += i * 100 + j;
    }
    printf("%d\n", s);
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
