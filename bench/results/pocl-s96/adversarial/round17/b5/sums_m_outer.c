/* component norms with the component loop outermost: sum[m] accumulated over k, j, i inside, plus a max per component and a location, as in error-norm routines; the host prints and rescales u per component */
#include <stdio.h>
#include <math.h>
#define P 10
static double u[5][P][P][P];
static double sum[5], mx[5];
static int loc[5];

static void norms(int n)
{
  int m, k, j, i;
#pragma bbmm
  for (m = 0; m < 5; m++) {
    sum[m] = 0.0;
    mx[m] = -1.0;
    loc[m] = -1;
    for (k = 0; k < n; k++)
      for (j = 0; j < n; j++)
        for (i = 0; i < n; i++) {
          sum[m] = sum[m] + u[m][k][j][i] * u[m][k][j][i];
          if (fabs(u[m][k][j][i]) > mx[m]) { mx[m] = fabs(u[m][k][j][i]); loc[m] = (k * P + j) * P + i; }
        }
  }
}

static void smooth(int n)
{
  int m, k, j, i;
#pragma bbmm
  for (m = 0; m < 5; m++)
    for (k = 1; k < n - 1; k++)
      for (j = 1; j < n - 1; j++)
        for (i = 1; i < n - 1; i++)
          u[m][k][j][i] = 0.5 * u[m][k][j][i] + 0.0625 * (u[m][k][j][i - 1] + u[m][k][j][i + 1] + u[m][k][j - 1][i] + u[m][k][j + 1][i] + u[m][k - 1][j][i] + u[m][k + 1][j][i]) + 0.125 * u[m][k][j][i];
}

int main(void)
{
  static const int sz[4] = { 0, 1, 3, 10 };
  int c, m, k, j, i, it;
  for (c = 0; c < 4; c++) {
    int n = sz[c];
    for (m = 0; m < 5; m++) for (k = 0; k < P; k++) for (j = 0; j < P; j++) for (i = 0; i < P; i++) u[m][k][j][i] = 0.25 * ((m + 3 * k + 5 * j + 7 * i) % 9) - 1.0;
    for (it = 0; it < 3; it++) {
      smooth(n);
      norms(n);
      for (m = 0; m < 5; m++) printf("it %d m %d %a %a %d\n", it, m, sqrt(sum[m]), mx[m], loc[m]);
    }
    for (m = 0; m < 5; m++) for (k = 0; k < n; k++) for (j = 0; j < n; j++) for (i = 0; i < n; i++) printf("%a\n", u[m][k][j][i]);
  }
  return 0;
}
