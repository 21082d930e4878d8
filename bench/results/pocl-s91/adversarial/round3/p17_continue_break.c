/* continue inside a region's loop body */
#include <stdio.h>
#define N 24
static double A[N], B[N];
int main(void)
{
    int i;
    for (i = 0; i < N; i++) { A[i] = i * 1.5; B[i] = -1.0; }
#pragma bbmm
    for (i = 0; i < N; i++) {
        if (i % 3 == 0)
            continue;
        B[i] = A[i] + 1.0;
    }
    for (i = 0; i < N; i++) printf("%a\n", B[i]);
    return 0;
}
