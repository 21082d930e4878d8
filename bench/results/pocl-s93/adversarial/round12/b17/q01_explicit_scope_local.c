/* explicit data scope (no list) around a time loop holding a region that declares a scratch row in its body */
#include <stdio.h>
#define N 16
static double A[N][N], B[N][N];
int main(void)
{
    int i, j, t;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (i * 3 + j) % 7; B[i][j] = 0; }
#pragma bbmm data
    for (t = 0; t < 3; t++) {
#pragma bbmm
        for (i = 0; i < N; i++) {
            double w[N];
            for (j = 0; j < N; j++) w[j] = A[i][j] + t;
            for (j = 0; j < N; j++) B[i][j] = w[N - 1 - j] * 0.5;
        }
#pragma bbmm
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                A[i][j] = B[i][j] + 1.0;
    }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
