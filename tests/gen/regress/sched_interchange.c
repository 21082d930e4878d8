/* forward substitution (PolyBench trisolv): no parallel loop as written; the column-oriented order has one */
// expect-output: for \(int c0 = 
// expect-output: kernel void bbmm_r0_n
#include <stdio.h>
#define N 97
float L[N][N], x[N], b[N];
int main(void)
{
    int i, j;
    for (i = 0; i < N; i++) {
        b[i] = (float)(i % 13) - 6.0f;
        for (j = 0; j <= i; j++)
            L[i][j] = (float)((i + N - j + 1) * 2) / (float)N;
    }
#pragma scop
    for (i = 0; i < N; i++) {
        x[i] = b[i];
        for (j = 0; j < i; j++)
            x[i] -= L[i][j] * x[j];
        x[i] = x[i] / L[i][i];
    }
#pragma endscop
    for (i = 0; i < N; i++)
        printf("%a\n", x[i]);
    return 0;
}
