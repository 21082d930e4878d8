/* ADI heat step: Thomas solves along rows then along columns, scratch arrays declared as local VLAs in the helper (c[n], d[n]) reused per line */
#include <stdio.h>
#define N 24
static double U[N][N], V[N][N];

static void adi(int n, double r)
{
    int i, j;
    double c[N], d[N];
#pragma bbmm
    for (i = 1; i < n - 1; i++) {
        c[0] = 0.0; d[0] = U[i][0];
        for (j = 1; j < n - 1; j++) {
            double m = (1.0 + 2.0 * r) + r * c[j - 1];
            c[j] = -r / m;
            d[j] = (U[i][j] + r * d[j - 1]) / m;
        }
        V[i][n - 1] = U[i][n - 1];
        for (j = n - 2; j >= 1; j--)
            V[i][j] = d[j] - c[j] * V[i][j + 1];
        V[i][0] = U[i][0];
    }
#pragma bbmm
    for (j = 1; j < n - 1; j++) {
        c[0] = 0.0; d[0] = V[0][j];
        for (i = 1; i < n - 1; i++) {
            double m = (1.0 + 2.0 * r) + r * c[i - 1];
            c[i] = -r / m;
            d[i] = (V[i][j] + r * d[i - 1]) / m;
        }
        U[n - 1][j] = V[n - 1][j];
        for (i = n - 2; i >= 1; i--)
            U[i][j] = d[i] - c[i] * U[i + 1][j];
    }
}

int main(void)
{
    int ns[] = {2, 3, 4, 9, 24};
    for (int s = 0; s < 5; s++) {
        int n = ns[s];
        for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) { U[i][j] = (i == 0 || j == 0) ? 1.0 : 0.0; V[i][j] = 0.0; }
        for (int t = 0; t < 3; t++) adi(n, 0.5);
        for (int i = 0; i < n; i++) printf("%a %a\n", U[i][n / 2], V[n / 2][i]);
        printf("--\n");
    }
    return 0;
}
