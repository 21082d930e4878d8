/* SPEC swim shallow water: calc1/calc2/calc3 regions with periodic boundary copies (column m, row n), time smoothing alpha, host prints checksums */
#include <stdio.h>
#define N1 14
static double u[N1][N1], v[N1][N1], p[N1][N1], unew[N1][N1], vnew[N1][N1], pnew[N1][N1];
static double uold[N1][N1], vold[N1][N1], pold[N1][N1], cu[N1][N1], cv[N1][N1], z[N1][N1], h[N1][N1];
static int M, N;
static double fsdx, fsdy, tdts8, tdtsdx, tdtsdy, alpha;

static void calc1(void)
{
  int i, j;
#pragma bbmm
  {
    for (j = 0; j < N; j++)
      for (i = 0; i < M; i++) {
        cu[j][i + 1] = 0.5 * (p[j][i + 1] + p[j][i]) * u[j][i + 1];
        cv[j + 1][i] = 0.5 * (p[j + 1][i] + p[j][i]) * v[j + 1][i];
        z[j + 1][i + 1] = (fsdx * (v[j + 1][i + 1] - v[j + 1][i]) - fsdy * (u[j + 1][i + 1] - u[j][i + 1])) / (p[j][i] + p[j][i + 1] + p[j + 1][i + 1] + p[j + 1][i]);
        h[j][i] = p[j][i] + 0.25 * (u[j][i + 1] * u[j][i + 1] + u[j][i] * u[j][i] + v[j + 1][i] * v[j + 1][i] + v[j][i] * v[j][i]);
      }
    for (j = 0; j < N; j++) {
      cu[j][0] = cu[j][M];
      z[j + 1][0] = z[j + 1][M];
      h[j][M] = h[j][0];
    }
    for (i = 0; i < M; i++) {
      cv[0][i] = cv[N][i];
      z[0][i + 1] = z[N][i + 1];
      h[N][i] = h[0][i];
    }
    cu[N][0] = cu[0][M];
    cv[N][0] = cv[0][M];
    z[0][0] = z[N][M];
    h[N][M] = h[0][0];
  }
}

static void calc2(void)
{
  int i, j;
#pragma bbmm
  {
    for (j = 0; j < N; j++)
      for (i = 0; i < M; i++) {
        unew[j][i + 1] = uold[j][i + 1] + tdts8 * (z[j + 1][i + 1] + z[j][i + 1]) * (cv[j + 1][i + 1] + cv[j + 1][i] + cv[j][i] + cv[j][i + 1]) - tdtsdx * (h[j][i + 1] - h[j][i]);
        vnew[j + 1][i] = vold[j + 1][i] - tdts8 * (z[j + 1][i + 1] + z[j + 1][i]) * (cu[j + 1][i + 1] + cu[j][i + 1] + cu[j][i] + cu[j + 1][i]) - tdtsdy * (h[j + 1][i] - h[j][i]);
        pnew[j][i] = pold[j][i] - tdtsdx * (cu[j][i + 1] - cu[j][i]) - tdtsdy * (cv[j + 1][i] - cv[j][i]);
      }
    for (j = 0; j < N; j++) {
      unew[j][0] = unew[j][M];
      pnew[j][M] = pnew[j][0];
    }
    for (i = 0; i < M; i++) {
      vnew[0][i] = vnew[N][i];
      pnew[N][i] = pnew[0][i];
    }
    unew[N][0] = unew[0][M];
    vnew[N][0] = vnew[0][M];
    pnew[N][M] = pnew[0][0];
  }
}

static void calc3(void)
{
  int i, j;
#pragma bbmm
  {
    for (j = 0; j <= N; j++)
      for (i = 0; i <= M; i++) {
        uold[j][i] = u[j][i] + alpha * (unew[j][i] - 2.0 * u[j][i] + uold[j][i]);
        vold[j][i] = v[j][i] + alpha * (vnew[j][i] - 2.0 * v[j][i] + vold[j][i]);
        pold[j][i] = p[j][i] + alpha * (pnew[j][i] - 2.0 * p[j][i] + pold[j][i]);
        u[j][i] = unew[j][i];
        v[j][i] = vnew[j][i];
        p[j][i] = pnew[j][i];
      }
  }
}

int main(void)
{
  int i, j, c, ncycle;
  static const int sz[3][2] = { {1, 1}, {5, 4}, {13, 13} };
  for (c = 0; c < 3; c++) {
    M = sz[c][0]; N = sz[c][1];
    fsdx = 4.0 / 1.0e5; fsdy = 4.0 / 1.0e5; alpha = 0.001;
    for (j = 0; j < N1; j++) for (i = 0; i < N1; i++) {
      p[j][i] = 50000.0 + 10.0 * ((i * 3 + j * 7) % 11);
      u[j][i] = 0.5 * ((i + j) % 5) - 1.0;
      v[j][i] = 0.25 * ((2 * i + j) % 7) - 0.75;
      uold[j][i] = u[j][i]; vold[j][i] = v[j][i]; pold[j][i] = p[j][i];
      unew[j][i] = vnew[j][i] = pnew[j][i] = cu[j][i] = cv[j][i] = z[j][i] = h[j][i] = 0.0;
    }
    for (ncycle = 1; ncycle <= 3; ncycle++) {
      double tdt = ncycle == 1 ? 90.0 : 180.0, pcheck = 0.0;
      tdts8 = tdt / 8.0; tdtsdx = tdt / 1.0e5; tdtsdy = tdt / 1.0e5;
      calc1();
      calc2();
      calc3();
      for (j = 0; j <= N; j++) for (i = 0; i <= M; i++) pcheck += p[j][i];
      printf("cycle %d %a\n", ncycle, pcheck);
    }
    for (j = 0; j < N1; j++) for (i = 0; i < N1; i++) printf("%a %a %a %a\n", u[j][i], v[j][i], p[j][i], z[j][i]);
  }
  return 0;
}
