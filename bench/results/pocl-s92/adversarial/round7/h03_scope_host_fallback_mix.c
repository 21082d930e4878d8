/* explicit data scope: a region whose j-after read needs m >= 2 runs on the host for some steps, on devices for others */
#include <stdio.h>
#define N 20
static double A[N][N], B[N][N];
int main(void)
{
    int i, j = 0, t, m;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (i + 2 * j) % 5; B[i][j] = 0; }
    j = 0;
#pragma bbmm data(A, B)
    for (t = 0; t < 8; t++) {
        m = (t % 4 == 1) ? 1 : 4 + t;
#pragma scop
        for (i = 1; i < m; i++)
            for (j = 0; j < i; j++)
                B[i][j] = A[i][j] + A[j][i] * 0.5;
        for (i = 0; i < N; i++)
            A[i][j] = A[i][j] + B[i][0] * 0.25;
#pragma endscop
        printf("t=%d m=%d j=%d\n", t, m, j);
    }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a\n", A[i][j], B[i][j]);
    return 0;
}
