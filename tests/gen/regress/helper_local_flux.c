/* a helper the region calls declares a scratch array (NPB-style face flux through row pointers) */
#include <stdio.h>
#define N 16
static double Q[N][5], R[N][5];
static void face_flux(double *q, double *r)
{
    double flux[5];
    int m;
    for (m = 0; m < 5; m++)
        flux[m] = q[m] * 0.5;
    for (m = 0; m < 5; m++)
        r[m] = flux[m] + flux[4 - m];
}
static void f(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        face_flux(Q[i], R[i]);
}
int main(void)
{
    int i, m, n;
    for (n = 0; n <= N; n += 5) {
        for (i = 0; i < N; i++) for (m = 0; m < 5; m++) { Q[i][m] = i * 0.5 - m; R[i][m] = -1; }
        f(n);
        for (i = 0; i < N; i++) { for (m = 0; m < 5; m++) printf(" %a", R[i][m]); printf("\n"); }
    }
    return 0;
}
