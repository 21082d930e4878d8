/* exit() called inside a helper invoked from inside an explicit data scope after heavy replayed steps; atexit handler prints the arrays */
#include <stdio.h>
#include <stdlib.h>
#define N 40
static double a[N][N], b[N][N];
static int n = N;

static void dump(void)
{
  int i, j;
  for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a %a\n", a[i][j], b[i][j]);
}

static void check(int t)
{
  if (t == 33) { printf("stop at %d\n", t); exit(0); }
}

int main(void)
{
  int i, j, k, t;
  atexit(dump);
  for (i = 0; i < N; i++) for (j = 0; j < N; j++) { a[i][j] = (double)((i + 3 * j) % 6); b[i][j] = 0.0; }
#pragma bbmm data(a, b)
  for (t = 0; t < 100; t++) {
#pragma bbmm
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++) {
        double s = a[i][j];
        for (k = 0; k < 120; k++) s = s * 0.995 + 0.002;
        b[i][j] = s;
      }
#pragma bbmm
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        a[i][j] = b[j][i];
    check(t);
  }
  return 0;
}
