/* a block scan's last element x[b * NB + NB - 1] with array(x[nb][NB]) and a constant NB: split as [b][NB - 1] (refused before) */
#include <stdio.h>
#define NB 8
static void f(int nb, int *x, long *bs)
{
  int b;
#pragma bbmm array(x[nb][NB], bs[nb])
  for (b = 0; b < nb; b++)
    bs[b] = x[b * NB + NB - 1];
}
int main(void)
{
  int x[24];
  long bs[3];
  int i;
  for (i = 0; i < 24; i++) x[i] = i;
  f(3, x, bs);
  for (i = 0; i < 3; i++) printf("%ld\n", bs[i]);
  return 0;
}
