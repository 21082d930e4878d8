/* refusal with an unhelpful hint: an unsigned countdown starting at n - 1, for (i = n - 1; i-- > 0;), is refused with advice about '!=' conditions; for (i = n; i-- > 1;) is accepted */
#include <stdio.h>
static double rc[8], x[8];
static void rsum(unsigned n)
{
  unsigned i;
#pragma bbmm
  for (i = n - 1; i-- > 0;)
    rc[i] = rc[i + 1] + x[i];
}
int main(void)
{
  unsigned i;
  for (i = 0; i < 8; i++) { x[i] = i + 1; rc[i] = 0; }
  rc[7] = x[7];
  rsum(8);
  for (i = 0; i < 8; i++) printf("%a\n", rc[i]);
  return 0;
}
