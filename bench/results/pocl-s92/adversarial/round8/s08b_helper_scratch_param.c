/* (scratch flux[5] passed from the caller after refusal) inlined helper with its own local array flux[5] computed then applied to two cells (finite-volume face flux), called per face */
#include <stdio.h>
#define N 10
static double q[N][5], dq[N][5];

void face_flux(double ql[5], double qr[5], double dl[5], double dr[5], double lam, double flux[5]);

static void residual(int n, double lam)
{
  int i, m;
  double flux[5];
#pragma bbmm
  {
    for (i = 0; i < n; i++)
      for (m = 0; m < 5; m++)
        dq[i][m] = 0.0;
    for (i = 1; i < n; i++)
      face_flux(q[i - 1], q[i], dq[i - 1], dq[i], lam, flux);
  }
}

void face_flux(double ql[5], double qr[5], double dl[5], double dr[5], double lam, double flux[5])
{
  int m;
  for (m = 0; m < 5; m++)
    flux[m] = 0.5 * (ql[m] + qr[m]) - 0.5 * lam * (qr[m] - ql[m]);
  for (m = 0; m < 5; m++) {
    dl[m] = dl[m] - flux[m];
    dr[m] = dr[m] + flux[m];
  }
}

int main(void)
{
  int i, m, c;
  static const int sz[4] = { 0, 1, 2, 10 };
  for (c = 0; c < 4; c++) {
    for (i = 0; i < N; i++) for (m = 0; m < 5; m++) { q[i][m] = 0.125 * ((3 * i + m) % 7); dq[i][m] = 5.0; }
    residual(sz[c], 0.75);
    for (i = 0; i < N; i++) for (m = 0; m < 5; m++) printf("%a\n", dq[i][m]);
  }
  return 0;
}
