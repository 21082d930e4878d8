/* Re-tiling inside an automatic data scope: the second region tiles A
 * by 5 rows where the first wrote it by 7; its boxes come from the first
 * region's boxes on the same device (intra-device copies), no read-in. */
#include <stdio.h>
#define N 64
static double A[N][N], B[N][N];
static void first(void) {
  int i, j;
#pragma bbmm tile(7, 64)
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      A[i][j] = i * 0.5 + j;
}
static void second(void) {
  int i, j;
#pragma bbmm tile(5, 64)
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      B[i][j] = A[i][j] * 2.0;
}
int main(void) {
  int i, j; double s = 0;
  first();
  second();
  for (i = 0; i < N; i++) for (j = 0; j < N; j++) s += B[i][j] * (i + 1);
  printf("%a\n", s);
  return 0;
}
