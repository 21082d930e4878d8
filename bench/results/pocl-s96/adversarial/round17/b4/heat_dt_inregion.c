/* whole explicit heat time loop in one region: max-norm reduction, dt computed from it inside the region, update with that dt, copy-back, Neumann boundary nests; also a count of hot cells as int reduction used in a mean */
#include <stdio.h>
#include <math.h>
#define N 18
static double u[N][N], un[N][N], kap[N][N];
static double hist[16][3];

static void solve(int n, int nt)
{
  int t, i, j, cnt;
  double mx, dt, s, mean;
#pragma bbmm
  for (t = 0; t < nt; t++) {
    mx = 0.0;
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        mx = fmax(mx, kap[i][j] * fabs(u[i][j]));
    dt = 0.2 / (1.0 + mx);
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        un[i][j] = u[i][j] + dt * kap[i][j] * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] - 4.0 * u[i][j]);
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        u[i][j] = un[i][j];
    for (i = 0; i < n; i++) { u[i][0] = u[i][1 < n ? 1 : 0]; u[i][n - 1] = u[i][n > 1 ? n - 2 : 0]; }
    cnt = 0;
    s = 0.0;
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++) {
        if (u[i][j] > 0.25) cnt++;
        s += u[i][j];
      }
    mean = cnt > 0 ? s / cnt : 0.0;
    hist[t][0] = mx;
    hist[t][1] = dt;
    hist[t][2] = mean;
  }
}

int main(void)
{
  static const int sz[5] = { 1, 2, 3, 8, 18 };
  int c, i, j, t;
  for (c = 0; c < 5; c++) {
    int n = sz[c];
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { u[i][j] = ((i * 3 + j) % 7 == 0) ? 1.0 : 0.0; un[i][j] = 0.0; kap[i][j] = 0.5 + 0.125 * ((i + j) % 4); }
    for (t = 0; t < 16; t++) hist[t][0] = hist[t][1] = hist[t][2] = -1.0;
    solve(n, 9);
    for (t = 0; t < 16; t++) printf("%d %a %a %a\n", t, hist[t][0], hist[t][1], hist[t][2]);
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a\n", u[i][j]);
  }
  return 0;
}
