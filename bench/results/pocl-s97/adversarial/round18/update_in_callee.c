/* explicit scope in main; a report() function of the file does '#pragma bbmm update host(u)' itself and prints, called every 9th step */
#include <stdio.h>
#define N 16
static double u[N][N], w[N][N];

static void report(int n, int t)
{
  double s = 0.0;
  int i, j;
#pragma bbmm update host(u)
  for (i = 0; i < n; i++) for (j = 0; j < n; j++) s += u[i][j] * (double)(j + 1);
  printf("t=%d s=%a\n", t, s);
}

static void step(int n)
{
  int i, j;
#pragma bbmm
  {
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        w[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        u[i][j] = w[i][j] + 0.001;
  }
}

int main(void)
{
  int n = 16, i, j, t;
  for (i = 0; i < N; i++) for (j = 0; j < N; j++) { u[i][j] = (double)((i * 3 + j * 7) % 10); w[i][j] = 0.0; }
#pragma bbmm data(u, w)
  for (t = 0; t < 80; t++) {
    step(n);
    if (t % 9 == 8) report(n, t);
  }
  for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a %a\n", u[i][j], w[i][j]);
  return 0;
}
