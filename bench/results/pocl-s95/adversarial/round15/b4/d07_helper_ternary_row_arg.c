/* inlined helper called with rows chosen by ternaries: upd(rhs[i > 0 ? i - 1 : 0], &u[k][i < n - 1 ? i + 1 : i][0], rhs2[k][i]) */
#include <stdio.h>
#define N 10
#define K 4
static double rhs[N][5], u[K][N][5], rhs2[K][N][5];

void upd(double a[5], double *b, double c[5])
{
  int m;
  for (m = 0; m < 5; m++)
    c[m] = a[m] * 0.5 + b[m] - c[m] * 0.25;
}

static void run(int n, int nk)
{
  int k, i;
#pragma bbmm
  for (k = 0; k < nk; k++)
    for (i = 0; i < n; i++)
      upd(rhs[i > 0 ? i - 1 : 0], &u[k][i < n - 1 ? i + 1 : i][0], rhs2[k][i]);
}

int main(void)
{
  int sz[][2] = { {10, 4}, {1, 1}, {2, 3}, {0, 2}, {7, 1} };
  int t, k, i, m;
  for (t = 0; t < 5; t++) {
    for (i = 0; i < N; i++) for (m = 0; m < 5; m++) rhs[i][m] = 0.125 * ((i * 5 + m + t) % 7);
    for (k = 0; k < K; k++) for (i = 0; i < N; i++) for (m = 0; m < 5; m++) { u[k][i][m] = 0.0625 * ((k + i * 3 + m * 7) % 11); rhs2[k][i][m] = 1.0 + m; }
    run(sz[t][0], sz[t][1]);
    double s = 0.0;
    for (k = 0; k < K; k++) for (i = 0; i < N; i++) for (m = 0; m < 5; m++) s += rhs2[k][i][m] * (1 + (k + i + m) % 5);
    printf("%d %a %a\n", t, s, rhs2[0][0][4]);
  }
  return 0;
}
