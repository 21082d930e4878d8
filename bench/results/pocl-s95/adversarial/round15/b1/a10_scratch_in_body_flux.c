/* per-cell scratch declared inside the loop body (flux[5], ql[5], qr[5]), ternary in subscripts for clamped neighbours, 5-comp cell arrays */
#include <stdio.h>
#define NC 30
static double q[NC][5], dq[NC][5];

static void fluxes(int n, double dtdx)
{
  int i, m;
#pragma bbmm
  for (i = 0; i < n; i++) {
    double ql[5], qr[5], flux[5];
    for (m = 0; m < 5; m++) {
      ql[m] = q[i > 0 ? i - 1 : 0][m];
      qr[m] = q[i < n - 1 ? i + 1 : n - 1][m];
    }
    for (m = 0; m < 5; m++)
      flux[m] = 0.5 * (qr[m] - ql[m]) - 0.125 * (qr[m] - 2.0 * q[i][m] + ql[m]);
    flux[0] = flux[0] + 0.0625 * flux[4];
    for (m = 0; m < 5; m++)
      dq[i][m] = -dtdx * flux[m];
  }
}

int main(void)
{
  int ns[] = { 30, 0, 1, 2, 5, 17 };
  int t, i, m, s;
  for (t = 0; t < 6; t++) {
    for (i = 0; i < NC; i++) for (m = 0; m < 5; m++) { q[i][m] = 1.0 + 0.0625 * ((i * 5 + m * 3) % 7); dq[i][m] = 7.0; }
    for (s = 0; s < 3; s++) {
      fluxes(ns[t], 0.1);
      for (i = 0; i < ns[t]; i++) for (m = 0; m < 5; m++) q[i][m] += dq[i][m];
    }
    double sum = 0.0;
    for (i = 0; i < NC; i++) for (m = 0; m < 5; m++) sum += q[i][m] * (m + 1) + dq[i][m];
    printf("%d %a\n", ns[t], sum);
  }
  return 0;
}
