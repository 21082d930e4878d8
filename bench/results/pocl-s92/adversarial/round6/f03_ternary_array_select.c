/* a ternary choosing which array to write: (i % 2 ? A : B)[i] = ... */
#include <stdio.h>
#define N 21
static double A[N], B[N], C[N];
int main(void)
{
    int i;
    for (i = 0; i < N; i++) { A[i] = 0; B[i] = 0; C[i] = i * 0.5; }
#pragma bbmm
    for (i = 0; i < N; i++)
        (i % 2 ? A : B)[i] = C[i] + 1.0;
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
