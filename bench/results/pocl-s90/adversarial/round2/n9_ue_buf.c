/* NPB BT exact_rhs style: ue[m][i] and buf[m][i] filled along i then read with i-1/i+1 per (j) */
#include <stdio.h>
#define N 10
static double forcing[N][N][3], ue[N][3], buf[N][3], cuf[N], q[N];
static void exact(int n)
{
    int i, j, m;
    double dtemp[3], xi, eta;
#pragma bbmm
    for (j = 1; j < n - 1; j++) {
        eta = j * 0.125;
        for (i = 0; i < n; i++) {
            xi = i * 0.25;
            for (m = 0; m < 3; m++) dtemp[m] = xi * (m + 1) + eta * eta * m;
            for (m = 0; m < 3; m++) ue[i][m] = dtemp[m];
            for (m = 1; m < 3; m++) buf[i][m] = dtemp[m] / (1.0 + dtemp[0]);
            cuf[i] = buf[i][1] * buf[i][1];
            q[i] = 0.5 * (buf[i][1] * ue[i][1] + buf[i][2] * ue[i][2]);
        }
        for (i = 1; i < n - 1; i++) {
            forcing[j][i][0] = forcing[j][i][0] - (ue[i + 1][1] - ue[i - 1][1]) + (ue[i + 1][0] - 2.0 * ue[i][0] + ue[i - 1][0]);
            forcing[j][i][1] = forcing[j][i][1] - (ue[i + 1][1] * buf[i + 1][1] + q[i + 1] - ue[i - 1][1] * buf[i - 1][1] - q[i - 1]) + cuf[i];
            forcing[j][i][2] = forcing[j][i][2] + buf[i + 1][2] - buf[i - 1][2];
        }
    }
}
int main(void)
{
    int i, j, m, n;
    for (i = 0; i < N; i++) { cuf[i] = q[i] = 0; for (m = 0; m < 3; m++) { ue[i][m] = buf[i][m] = 0; for (j = 0; j < N; j++) forcing[j][i][m] = m; } }
    for (n = 0; n <= N; n += 5) exact(n);
    for (j = 0; j < N; j++) for (i = 0; i < N; i++) for (m = 0; m < 3; m++) printf("%a\n", forcing[j][i][m]);
    for (i = 0; i < N; i++) { printf("%a %a\n", cuf[i], q[i]); for (m = 0; m < 3; m++) printf("%a %a\n", ue[i][m], buf[i][m]); }
    return 0;
}
