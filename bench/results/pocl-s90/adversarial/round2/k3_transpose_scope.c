/* time loop: one nest writes rows, the next reads columns (every device needs every other's data) */
#include <stdio.h>
#define N 24
static double A[N][N], B[N][N];
int main(void)
{
    int i, j, t;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (i - j) % 7; B[i][j] = 1.0; }
    for (t = 0; t < 6; t++) {
#pragma bbmm
        for (i = 0; i < N - t; i++)
            for (j = 0; j < N; j++)
                A[i][j] = A[i][j] + B[j][i] * 0.125;
#pragma bbmm
        for (i = t; i < N; i++)
            for (j = 0; j < N; j++)
                B[i][j] = B[i][j] * 0.5 + A[j][i];
    }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a\n", A[i][j], B[i][j]);
    return 0;
}
