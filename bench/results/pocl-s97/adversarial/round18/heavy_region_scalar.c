/* heavy kernel then a sum reduction to a scalar inside the same region; host prints the scalar every step (scalar read after replayed launches) */
#include <stdio.h>
#define N 40
static double a[N][N], b[N][N];

int main(void)
{
  int n = N, i, j, k, t;
  for (i = 0; i < N; i++) for (j = 0; j < N; j++) { a[i][j] = (double)((5 * i + j) % 11) / 11.0; b[i][j] = 0.0; }
  for (t = 0; t < 40; t++) {
    double s = 0.0;
#pragma bbmm
    {
      for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) {
          double z = 0.0;
          for (k = 0; k < n; k++) z += a[i][k] * a[j][k];
          b[i][j] = z / (double)n;
        }
      for (i = 0; i < n; i++)
        s += b[i][i];
      for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
          a[i][j] = 0.9 * a[i][j] + 0.1 * b[j][i];
    }
    printf("t=%d s=%a\n", t, s);
  }
  for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a\n", a[i][j]);
  return 0;
}
