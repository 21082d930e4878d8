/* explicit scope over a for loop whose condition includes a done flag set from a region-computed max-norm */
#include <stdio.h>
#include <math.h>
#define N 14
static double u[N][N], v[N][N];

int main(void)
{
  int n, i, j, t, done;
  for (n = 3; n <= N; n += 11) {
    double m = 0.0;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { u[i][j] = (i == 0 || j == 0) ? 1.0 : 0.0; v[i][j] = u[i][j]; }
    done = 0;
#pragma bbmm data(u, v)
    for (t = 0; t < 500 && !done; t++) {
#pragma bbmm
      {
        for (i = 1; i < n - 1; i++)
          for (j = 1; j < n - 1; j++)
            v[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
        m = 0.0;
        for (i = 1; i < n - 1; i++)
          for (j = 1; j < n - 1; j++)
            if (fabs(v[i][j] - u[i][j]) > m) m = fabs(v[i][j] - u[i][j]);
        for (i = 1; i < n - 1; i++)
          for (j = 1; j < n - 1; j++)
            u[i][j] = v[i][j];
      }
      if (m < 1e-3) done = 1;
    }
    printf("n=%d t=%d m=%a\n", n, t, m);
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a\n", u[i][j]);
  }
  return 0;
}
