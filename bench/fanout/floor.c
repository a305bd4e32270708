// The kernel's floor for the fan-out bench on this machine, without Node.js: W writer processes
// (the gateway workers) each write one 120-byte frame (the size of the bench's push frame) to their
// share of N loopback TCP sockets, one write() per socket; R reader processes (the load generators)
// epoll_wait + read() their sockets and timestamp each read. Rounds start 250 ms apart, like the
// bench's publications. Prints the writers' and readers' CPU per round and p99 per round, then
// p50/p99/max of (read time - start of the round) over all rounds.
//
//   gcc -O2 -o /tmp/fanout-floor bench/fanout/floor.c
//   flock /tmp/bench.lock /tmp/fanout-floor 9900 2 2 20    # N, writers, readers, rounds
//
// (N=9,900: the process holds both ends of every connection, and 20,000 open files is the limit
// here.)
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <time.h>
#include <errno.h>
#include <sys/socket.h>
#include <sys/epoll.h>
#include <sys/wait.h>
#include <sys/mman.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <arpa/inet.h>
static double now_ms(void){struct timespec t;clock_gettime(CLOCK_REALTIME,&t);return t.tv_sec*1e3+t.tv_nsec/1e6;}
static int cmp(const void*a,const void*b){double x=*(double*)a,y=*(double*)b;return x<y?-1:x>y;}
int main(int argc,char**argv){
  int N=argc>1?atoi(argv[1]):10000, W=argc>2?atoi(argv[2]):2, R=argc>3?atoi(argv[3]):2, ROUNDS=argc>4?atoi(argv[4]):10;
  int lfd=socket(AF_INET,SOCK_STREAM,0); int one=1; setsockopt(lfd,SOL_SOCKET,SO_REUSEADDR,&one,4);
  struct sockaddr_in a={0}; a.sin_family=AF_INET; a.sin_addr.s_addr=htonl(INADDR_LOOPBACK); a.sin_port=0;
  bind(lfd,(void*)&a,sizeof a); listen(lfd,4096); socklen_t al=sizeof a; getsockname(lfd,(void*)&a,&al);
  int *cli=malloc(N*sizeof(int)),*srv=malloc(N*sizeof(int));
  for(int i=0;i<N;i++){cli[i]=socket(AF_INET,SOCK_STREAM,0); setsockopt(cli[i],IPPROTO_TCP,TCP_NODELAY,&one,4);
    if(connect(cli[i],(void*)&a,sizeof a)){perror("connect");return 1;} srv[i]=accept(lfd,0,0); setsockopt(srv[i],IPPROTO_TCP,TCP_NODELAY,&one,4);}
  // shared: start time per round, latencies
  volatile double *start=mmap(0,8*ROUNDS,PROT_READ|PROT_WRITE,MAP_SHARED|MAP_ANONYMOUS,-1,0);
  double *lat=mmap(0,8*(size_t)N*ROUNDS,PROT_READ|PROT_WRITE,MAP_SHARED|MAP_ANONYMOUS,-1,0);
  volatile int *go=mmap(0,4096,PROT_READ|PROT_WRITE,MAP_SHARED|MAP_ANONYMOUS,-1,0);
  char frame[120]; memset(frame,'x',120); frame[0]=0x81; frame[1]=118;
  pid_t pids[64]; int np=0;
  for(int r=0;r<R;r++){ pid_t p=fork(); if(!p){
      int lo=N*r/R, hi=N*(r+1)/R; int ep=epoll_create1(0);
      for(int i=lo;i<hi;i++){struct epoll_event e={.events=EPOLLIN,.data.u32=i}; epoll_ctl(ep,EPOLL_CTL_ADD,cli[i],&e);}
      struct epoll_event ev[1024]; char buf[65536]; long got=0, want=(long)(hi-lo)*ROUNDS;
      while(got<want){int k=epoll_wait(ep,ev,1024,-1); for(int j=0;j<k;j++){int i=ev[j].data.u32; ssize_t n=read(cli[i],buf,sizeof buf);
          double t=now_ms(); for(ssize_t o=0;o+120<=n;o+=120){int round=(int)(got/(hi-lo)); lat[(size_t)round*N+ (got%(hi-lo)) + lo]=t-start[round]; got++;}}}
      struct timespec c; clock_gettime(CLOCK_PROCESS_CPUTIME_ID,&c); fprintf(stderr,"reader %d: cpu %.1f ms per round for %d sockets\n",r,(c.tv_sec*1e3+c.tv_nsec/1e6)/ROUNDS,hi-lo);
      _exit(0);} pids[np++]=p; }
  for(int w=0;w<W;w++){ pid_t p=fork(); if(!p){
      int lo=N*w/W, hi=N*(w+1)/W;
      double tot=0; for(int r=0;r<ROUNDS;r++){ while(go[0]<=r) usleep(100); double t0=now_ms(); for(int i=lo;i<hi;i++) if(write(srv[i],frame,120)!=120){perror("write");_exit(1);} tot+=now_ms()-t0; } struct timespec c; clock_gettime(CLOCK_PROCESS_CPUTIME_ID,&c); fprintf(stderr,"writer cpu %.1f ms per round\n",(c.tv_sec*1e3+c.tv_nsec/1e6)/ROUNDS); fprintf(stderr,"writer %d: %.1f ms per round for %d writes\n",w,tot/ROUNDS,hi-lo);
      _exit(0);} pids[np++]=p; }
  usleep(300000);
  for(int r=0;r<ROUNDS;r++){ start[r]=now_ms(); __sync_synchronize(); go[0]=r+1; usleep(250000); }
  for(int i=0;i<np;i++) waitpid(pids[i],0,0);
  printf("p99 per round:"); for(int r=0;r<ROUNDS;r++){ double *x=malloc(8*N); memcpy(x,lat+(size_t)r*N,8*N); qsort(x,N,8,cmp); printf(" %.0f",x[(int)(N*0.99)]); free(x);} printf(" ms\n");
  qsort(lat,(size_t)N*ROUNDS,8,cmp); size_t M=(size_t)N*ROUNDS;
  printf("N=%d writers=%d readers=%d rounds=%d: p50 %.1f ms p99 %.1f ms max %.1f ms\n",N,W,R,ROUNDS,lat[M/2],lat[(size_t)(M*0.99)],lat[M-1]);
  return 0;}
