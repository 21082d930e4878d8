/* modified Gram-Schmidt QR in one region: column norm, R diagonal by sqrt, normalise, project the rest */
#include <stdio.h>
#include <math.h>
#define M 20
#define N 12
static double A[M][N], Q[M][N], R[N][N];
static void qr(int m, int n)
{
    int i, j, k;
    double nrm;
#pragma bbmm
    for (k = 0; k < n; k++) {
        nrm = 0.0;
        for (i = 0; i < m; i++) nrm += A[i][k] * A[i][k];
        R[k][k] = sqrt(nrm);
        for (i = 0; i < m; i++) Q[i][k] = A[i][k] / R[k][k];
        for (j = k + 1; j < n; j++) {
            R[k][j] = 0.0;
            for (i = 0; i < m; i++) R[k][j] += Q[i][k] * A[i][j];
            for (i = 0; i < m; i++) A[i][j] = A[i][j] - Q[i][k] * R[k][j];
        }
    }
}
int main(void)
{
    int i, j, m, n;
    for (m = 1; m <= M; m += 6)
        for (n = 1; n <= N && n <= m; n += 4) {
            for (i = 0; i < M; i++) for (j = 0; j < N; j++) A[i][j] = (double)((i * 3 + j * 7) % 11) + (i == j ? 5.0 : 0.0);
            for (i = 0; i < N; i++) for (j = 0; j < N; j++) R[i][j] = 0.0;
            qr(m, n);
            printf("m=%d n=%d\n", m, n);
            for (i = 0; i < n; i++) { for (j = 0; j < n; j++) printf("%a ", R[i][j]); printf("\n"); }
            for (i = 0; i < m; i++) printf("%a %a\n", Q[i][0], Q[i][n - 1]);
        }
    return 0;
}
