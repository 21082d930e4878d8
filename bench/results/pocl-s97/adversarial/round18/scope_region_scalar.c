/* region computes a sum reduction into a host scalar every step inside a data scope; host prints it each step and uses it as next step's coefficient */
#include <stdio.h>
#define N 16
static double a[N][N], b[N][N];

int main(void)
{
  int n, i, j, t;
  for (n = 1; n <= N; n += 5) {
    double coef = 0.1;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { a[i][j] = (double)((i * 3 + j) % 7) / 7.0; b[i][j] = 0.0; }
#pragma bbmm data(a, b)
    for (t = 0; t < 64; t++) {
      double s = 0.0;
#pragma bbmm
      {
        for (i = 0; i < n; i++)
          for (j = 0; j < n; j++)
            b[i][j] = a[i][j] * (1.0 - coef) + coef * a[(i + 1) % n][j];
        for (i = 0; i < n; i++)
          for (j = 0; j < n; j++)
            s += b[i][j];
        for (i = 0; i < n; i++)
          for (j = 0; j < n; j++)
            a[i][j] = b[i][j];
      }
      coef = 0.05 + 0.1 * (s / (double)(n * n + 1));
      if (t % 8 == 7) printf("n=%d t=%d s=%a coef=%a\n", n, t, s, coef);
    }
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a\n", a[i][j]);
  }
  return 0;
}
